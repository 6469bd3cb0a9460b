import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Suspense, type ReactNode } from 'react';
import { lazyModule, Modal, useLazyModal, type ModalProps } from '../../src/ui/Modal.js';
import { expectAbsent } from '../helpers/assertions.js';
import { withElementStyles } from '../helpers/element-styles.js';

let root: Root | undefined;
let host: HTMLElement | undefined;

type Options = Partial<Omit<ModalProps, 'open' | 'onClose' | 'children'>>;

function Page(options: Options) {
  const modal = useLazyModal();
  return (
    <>
      <button type="button" {...modal.openerProps}>
        Mehr erfahren
      </button>
      <Modal open={modal.isOpen} onClose={modal.close} {...options}>
        <p>Mit dem Code FRIENDS sparst du 10 %.</p>
        <button type="button">Im Dialog</button>
      </Modal>
    </>
  );
}

/** As the discount form's modal: the server's answer closes it, not the click's own update. */
function ClosedByAnswer() {
  const modal = useLazyModal();
  const apply = () => void Promise.resolve().then(modal.close);
  return (
    <>
      <button type="button" {...modal.openerProps}>
        Code eingeben
      </button>
      <Modal open={modal.isOpen} onClose={modal.close} headline="Rabattcode">
        <button type="button" data-apply="" onClick={apply}>
          Einlösen
        </button>
      </Modal>
    </>
  );
}

/** Renders inside an open shadow root, as the cart does. */
function render(options: Options = {}, Content: (options: Options) => ReactNode = Page) {
  host = document.createElement('div');
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadowRoot.append(container);
  root = createRoot(container);
  // The element's styles, as the cart adopts them.
  withElementStyles(shadowRoot);
  flushSync(() => root?.render(<Content {...options} />));
  const opener = shadowRoot.querySelector('button') as HTMLButtonElement;
  return { shadowRoot, opener };
}

async function openFrom(shadowRoot: ShadowRoot, opener: HTMLButtonElement) {
  opener.focus();
  opener.click();
  await waitUntil(() => shadowRoot.querySelector('dialog')?.open, 'the dialog opens');
  return shadowRoot.querySelector('dialog') as HTMLDialogElement;
}

describe('Modal', () => {
  afterEach(() => {
    root?.unmount();
    host?.remove();
  });

  it('renders nothing while closed and names its opener as a dialog opener', async () => {
    const { shadowRoot, opener } = render({ headline: 'Freunde-Rabatt', closeLabel: 'Schließen' });
    expectAbsent(shadowRoot.querySelector('dialog'), 'dialog while closed');
    expect(opener.getAttribute('aria-haspopup')).to.equal('dialog');
    await expect(host).to.be.accessible();
  });

  it('opens as a modal dialog named by its headline, described by its subheadline', async () => {
    const { shadowRoot, opener } = render({
      headline: 'Freunde-Rabatt',
      subheadline: 'Ab dem 2. Gutschein',
      closeLabel: 'Schließen',
    });
    const dialog = await openFrom(shadowRoot, opener);
    expect(dialog.matches(':modal')).to.equal(true);
    const headline = shadowRoot.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(headline?.textContent).to.equal('Freunde-Rabatt');
    const sub = shadowRoot.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(sub?.textContent).to.equal('Ab dem 2. Gutschein');
    // Focus moved into the dialog.
    expect(dialog.contains(shadowRoot.activeElement)).to.equal(true);
    await expect(host).to.be.accessible();
  });

  it('closes with Escape and gives focus back to the opener', async () => {
    const { shadowRoot, opener } = render({ headline: 'Freunde-Rabatt', closeLabel: 'Schließen' });
    await openFrom(shadowRoot, opener);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => shadowRoot.querySelector('dialog') === null, 'the dialog closes');
    expect(shadowRoot.activeElement).to.equal(opener);
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    const { shadowRoot, opener } = render({ headline: 'Freunde-Rabatt', closeLabel: 'Schließen' });
    const dialog = await openFrom(shadowRoot, opener);
    const close = dialog.querySelector('button[aria-label="Schließen"]') as HTMLButtonElement;
    close.click();
    await waitUntil(() => shadowRoot.querySelector('dialog') === null, 'the dialog closes');
    expect(shadowRoot.activeElement).to.equal(opener);
  });

  it('gives focus back to the opener as it goes, when an answer closes it', async () => {
    const { shadowRoot, opener } = render({}, ClosedByAnswer);
    const dialog = await openFrom(shadowRoot, opener);
    // Where focus is when the dialog leaves the page (a mutation observer runs before the next task).
    let focusedAsItWent: Element | null | undefined;
    const observer = new MutationObserver(() => {
      if (focusedAsItWent === undefined && !shadowRoot.querySelector('dialog'))
        focusedAsItWent = shadowRoot.activeElement;
    });
    observer.observe(shadowRoot, { childList: true, subtree: true });
    (dialog.querySelector('[data-apply]') as HTMLButtonElement).click();
    await waitUntil(() => focusedAsItWent !== undefined, 'the dialog closes');
    observer.disconnect();
    // Compared, not shown: chai's rendering of a node React owns takes minutes.
    const where = focusedAsItWent ? `<${focusedAsItWent.tagName}> ${focusedAsItWent.textContent}` : 'nothing';
    expect(focusedAsItWent === opener, `focus on ${where} as the dialog went`).to.equal(true);
  });

  it('has no close button without its label, and then takes its name from `label`', async () => {
    const { shadowRoot, opener } = render({ label: 'Hinweis' });
    const dialog = await openFrom(shadowRoot, opener);
    expectAbsent(dialog.querySelector('[data-modal-close]'), 'close button');
    expect(dialog.getAttribute('aria-label')).to.equal('Hinweis');
    await expect(host).to.be.accessible();
  });

  for (const [placement, size, width] of [
    ['centred', 'half', 'narrow'],
    ['bottom', 'full', 'wide'],
  ] as const) {
    it(`places itself ${placement}, ${size} size, ${width}`, async () => {
      const { shadowRoot, opener } = render({
        headline: 'Titel',
        closeLabel: 'Schließen',
        placement,
        size,
        width,
      });
      const dialog = await openFrom(shadowRoot, opener);
      const box = dialog.getBoundingClientRect();
      const style = getComputedStyle(dialog);
      expect(style.maxWidth).to.equal(width === 'narrow' ? '480px' : '800px');
      if (placement === 'bottom') expect(Math.round(box.bottom)).to.equal(window.innerHeight);
      else expect(Math.abs(box.top - (window.innerHeight - box.bottom))).to.be.below(2);
      if (size === 'full') expect(Math.round(box.height)).to.equal(window.innerHeight);
      else expect(box.height).to.be.at.most(window.innerHeight / 2 + 1);
      await expect(host).to.be.accessible();
    });
  }
});

describe('lazyModule', () => {
  afterEach(() => {
    root?.unmount();
    host?.remove();
  });

  it('closes again when its chunk cannot be loaded, and tries again on the next open', async () => {
    let attempts = 0;
    const failing = lazyModule<{ onClose: () => void }>(() => {
      attempts += 1;
      return Promise.reject(new Error('offline'));
    });
    function Opener() {
      const modal = useLazyModal(failing.prefetch);
      return (
        <>
          <button type="button" {...modal.openerProps}>
            Öffnen
          </button>
          <span data-state="">{modal.isOpen ? 'open' : 'closed'}</span>
          {modal.isOpen && (
            <Suspense fallback={null}>
              <failing.Component onClose={modal.close} />
            </Suspense>
          )}
        </>
      );
    }
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    flushSync(() => root?.render(<Opener />));
    const button = host.querySelector('button') as HTMLButtonElement;
    const state = () => host?.querySelector('[data-state]')?.textContent;
    button.click();
    await waitUntil(() => attempts >= 1 && state() === 'closed', 'closed after the failed load');
    const before = attempts;
    button.click();
    await waitUntil(() => attempts > before && state() === 'closed', 'tried again and closed');
  });
});
