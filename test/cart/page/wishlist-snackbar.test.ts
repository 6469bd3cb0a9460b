// The snackbar of src/ui/ on its own: positions, variants, announcements, closing.
import { expect, waitUntil } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  Snackbar,
  type SnackbarMessage,
  type SnackbarPosition,
  type SnackbarVariant,
} from '../../../src/ui/Snackbar.js';
import { withElementStyles } from '../../helpers/element-styles.js';

let host: HTMLElement;
let root: Root;

function render(
  message: SnackbarMessage | null,
  position: SnackbarPosition,
  onClose: () => void = () => undefined,
) {
  let shadow = host.shadowRoot;
  if (!shadow) {
    shadow = host.attachShadow({ mode: 'open' });
    // The element's styles, as the cart adopts them.
    withElementStyles(shadow);
  }
  root ??= createRoot(shadow);
  root.render(createElement(Snackbar, { message, position, closeLabel: 'Meldung schließen', onClose }));
  return shadow;
}

const message = (variant: SnackbarVariant, id = 1): SnackbarMessage => ({
  id,
  variant,
  text: 'Das Erlebnis liegt jetzt auf deinem Merkzettel.',
  accessibilityText: 'Hinweis',
  link: { href: '/wishlist', label: 'Zum Merkzettel' },
});

describe('Snackbar', () => {
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => {
    root.unmount();
    root = undefined as unknown as Root;
    host.remove();
  });

  it('keeps an empty live region while closed, so that opening it is announced', async () => {
    const shadow = render(null, 'bottom');
    await waitUntil(() => shadow.querySelector('[part="snackbar"]'));
    const region = shadow.querySelector('[part="snackbar"]')!;
    expect(region.getAttribute('role')).to.equal('status');
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.childElementCount).to.equal(0);
  });

  for (const variant of ['error', 'warning', 'success', 'promo'] as const) {
    for (const position of ['top', 'bottom'] as const) {
      it(`shows the ${variant} variant at the ${position}, accessible`, async () => {
        const shadow = render(message(variant), position);
        await waitUntil(() => shadow.querySelector('[data-variant]'));
        const region = shadow.querySelector<HTMLElement>('[part="snackbar"]')!;
        expect(region.getAttribute('role')).to.equal(variant === 'error' ? 'alert' : 'status');
        expect(region.getAttribute('aria-live')).to.equal(variant === 'error' ? 'assertive' : 'polite');
        expect(shadow.querySelector('[data-variant]')!.getAttribute('data-variant')).to.equal(variant);
        const rect = region.getBoundingClientRect();
        if (position === 'top') expect(rect.top).to.be.below(40);
        else expect(window.innerHeight - rect.bottom).to.be.below(40);
        expect(region.textContent).to.contain('Hinweis: Das Erlebnis');
        await expect(host).to.be.accessible();
      });
    }
  }

  it('closes by its button and by Escape inside it', async () => {
    let closed = 0;
    const shadow = render(message('success'), 'bottom', () => {
      closed += 1;
    });
    await waitUntil(() => shadow.querySelector('[data-variant]'));
    shadow.querySelector<HTMLButtonElement>('button[aria-label="Meldung schließen"]')!.click();
    shadow
      .querySelector('a')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(closed).to.equal(2);
  });
});
