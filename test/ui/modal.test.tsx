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
    // In the top layer, modal to assistive technology; the page itself is not made inert
    // (docs/decisions/XXXX-modal-without-page-inert.md).
    expect(dialog.matches(':popover-open')).to.equal(true);
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
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

  it('keeps Tab and Shift+Tab inside, wrapping at either end', async () => {
    const { shadowRoot, opener } = render({ headline: 'Freunde-Rabatt', closeLabel: 'Schließen' });
    const dialog = await openFrom(shadowRoot, opener);
    const close = dialog.querySelector('[data-modal-close]') as HTMLButtonElement;
    const inside = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Im Dialog');
    expect(shadowRoot.activeElement).to.equal(close);
    await sendKeys({ press: 'Tab' });
    expect(shadowRoot.activeElement).to.equal(inside);
    await sendKeys({ press: 'Tab' });
    expect(shadowRoot.activeElement, 'Tab from the last control wraps to the first').to.equal(close);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(shadowRoot.activeElement, 'Shift+Tab from the first wraps to the last').to.equal(inside);
  });

  it('brings the focus back when something outside takes it', async () => {
    const { shadowRoot, opener } = render({ headline: 'Freunde-Rabatt', closeLabel: 'Schließen' });
    const outside = document.createElement('button');
    outside.textContent = 'Auf der Seite';
    document.body.append(outside);
    try {
      const dialog = await openFrom(shadowRoot, opener);
      outside.focus();
      expect(dialog.contains(shadowRoot.activeElement), 'focus back inside').to.equal(true);
      opener.focus();
      expect(dialog.contains(shadowRoot.activeElement), 'not on the opener behind it').to.equal(true);
    } finally {
      outside.remove();
    }
  });

  it('keeps the pointer from the page behind it: its backdrop takes the click and closes it', async () => {
    const { shadowRoot, opener } = render({ headline: 'Titel', closeLabel: 'Schließen', size: 'half' });
    const dialog = await openFrom(shadowRoot, opener);
    const box = opener.getBoundingClientRect();
    const [x, y] = [box.left + 2, box.top + 2];
    const box2 = dialog.getBoundingClientRect();
    expect(x < box2.left || y < box2.top, 'the opener is outside the dialog').to.equal(true);
    // What a click there would reach: the backdrop, not the opener.
    const reached = shadowRoot.elementFromPoint(x, y) as HTMLElement;
    expect(reached.matches('[data-modal-backdrop]'), `the click reaches ${reached.outerHTML}`).to.equal(true);
    reached.click();
    await waitUntil(() => shadowRoot.querySelector('dialog') === null, 'the backdrop click closes it');
    expect(shadowRoot.activeElement).to.equal(opener);
  });

  it("closes on the browser's close request (Android's back gesture) where it has close watchers", async () => {
    const watchers: { onclose: (() => void) | null; destroyed: boolean }[] = [];
    const global = globalThis as { CloseWatcher?: unknown };
    const real = global.CloseWatcher;
    global.CloseWatcher = class {
      onclose: (() => void) | null = null;
      destroyed = false;
      constructor() {
        watchers.push(this);
      }
      destroy() {
        this.destroyed = true;
      }
    };
    try {
      const { shadowRoot, opener } = render({ headline: 'Freunde-Rabatt', closeLabel: 'Schließen' });
      await openFrom(shadowRoot, opener);
      expect(watchers.length, 'one close watcher while open').to.equal(1);
      watchers[0]?.onclose?.();
      await waitUntil(() => shadowRoot.querySelector('dialog') === null, 'the dialog closes');
      expect(shadowRoot.activeElement).to.equal(opener);
      expect(watchers[0]?.destroyed, 'its watcher ends with it').to.equal(true);
    } finally {
      if (real === undefined) delete global.CloseWatcher;
      else global.CloseWatcher = real;
    }
  });

  it('falls back to a native modal where the browser has no popovers (Safari before 17)', async () => {
    const proto = HTMLElement.prototype as { showPopover?: unknown };
    const saved = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'showPopover');
    delete proto.showPopover;
    try {
      const { shadowRoot, opener } = render({ headline: 'Freunde-Rabatt', closeLabel: 'Schließen' });
      const dialog = await openFrom(shadowRoot, opener);
      expect(dialog.matches(':modal'), 'a native modal').to.equal(true);
      const backdrop = shadowRoot.querySelector<HTMLElement>('[data-modal-backdrop]');
      expect(backdrop?.hidden, 'the backdrop element is not shown').to.equal(true);
      expect(dialog.contains(shadowRoot.activeElement)).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => shadowRoot.querySelector('dialog') === null, 'the dialog closes');
      expect(shadowRoot.activeElement).to.equal(opener);
    } finally {
      if (saved) Object.defineProperty(HTMLElement.prototype, 'showPopover', saved);
    }
  });

  it('closes only the topmost of two dialogs on Escape', async () => {
    function Nested() {
      const outer = useLazyModal();
      const inner = useLazyModal();
      return (
        <>
          <button type="button" {...outer.openerProps}>
            Außen
          </button>
          <Modal open={outer.isOpen} onClose={outer.close} headline="Außen" closeLabel="Schließen">
            <button type="button" data-inner-opener="" {...inner.openerProps}>
              Innen öffnen
            </button>
            <Modal open={inner.isOpen} onClose={inner.close} headline="Innen" closeLabel="Schließen">
              <button type="button">Im inneren Dialog</button>
            </Modal>
          </Modal>
        </>
      );
    }
    const { shadowRoot, opener } = render({}, Nested);
    await openFrom(shadowRoot, opener);
    const innerOpener = shadowRoot.querySelector('[data-inner-opener]') as HTMLButtonElement;
    innerOpener.focus();
    innerOpener.click();
    await waitUntil(() => shadowRoot.querySelectorAll('dialog[open]').length === 2, 'both open');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => shadowRoot.querySelectorAll('dialog').length === 1, 'the inner one closes');
    expect(shadowRoot.activeElement).to.equal(innerOpener);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => shadowRoot.querySelector('dialog') === null, 'then the outer one');
    expect(shadowRoot.activeElement).to.equal(opener);
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
