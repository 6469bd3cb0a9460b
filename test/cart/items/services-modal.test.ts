import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $, textOf } from '../../helpers/cart-fixture.js';
import { armFault } from '../../helpers/reference-api.js';
import {
  activeElement,
  expectModalLoadRetry,
  mountCartFor,
  openDialog,
  recordedEvents,
  tile,
} from '../../helpers/delivery-cart.js';

const xss = window as unknown as { __shopCartXss?: number };
const servicesLink = (element: Element, itemId = 'item-1') =>
  tile(element, itemId).querySelector<HTMLButtonElement>('[data-action="services"]')!;
const body = (element: Element) => openDialog(element)?.querySelector<HTMLElement>('[data-services-body]');

async function openServices(options: Parameters<typeof mountCartFor>[0] = {}, itemId = 'item-1') {
  const mounted = await mountCartFor(options);
  servicesLink(mounted.element, itemId).focus();
  servicesLink(mounted.element, itemId).click();
  await waitUntil(() => openDialog(mounted.element), 'dialog open', { timeout: 5000 });
  return mounted;
}

const waitForBody = (element: Element) =>
  waitUntil(() => (body(element)?.childNodes.length ?? 0) > 0, 'services shown', { timeout: 5000 });

describe('services link and modal', () => {
  beforeEach(() => delete xss.__shopCartXss);

  it('posts the opening once the frame after the click has painted, not in the click', async () => {
    const { element } = await mountCartFor({});
    // Counts the element's fetch calls for the event (it looks the page's fetch up at each call).
    let sent = 0;
    const pageFetch = window.fetch;
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/api/event/service-info-opened')) {
        sent += 1;
      }
      return pageFetch(input, init);
    };
    try {
      servicesLink(element).click();
      const sentBeforeTheFrame = await new Promise<number>((resolve) =>
        requestAnimationFrame(() => resolve(sent)),
      );
      await waitUntil(() => sent > 0, 'the opening posted', { timeout: 5000 });
      expect(sentBeforeTheFrame, 'sent before the frame').to.equal(0);
    } finally {
      window.fetch = pageFetch;
    }
    await waitUntil(() => openDialog(element), 'dialog open', { timeout: 5000 });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !openDialog(element), 'closed');
  });

  it('shows title, caption and the services of the product, and posts the opening', async () => {
    const { cart, element } = await openServices();
    await waitForBody(element);
    const dialog = openDialog(element)!;
    expect(textOf(dialog.querySelector('h2'))).to.equal(cart.items[0]?.product.title);
    expect(textOf(dialog.querySelector('[data-modal-subheadline]'))).to.equal('Leistungen & Einlösung');
    expect(textOf(body(element)?.querySelector('h3'))).to.equal('Im Preis enthalten');
    expect([...(body(element)?.querySelectorAll('li') ?? [])].map(textOf)).to.include('Ausrüstung vor Ort');
    // The opening is posted after the frame that shows the modal, so it may still be on its way.
    await waitUntil(async () => (await recordedEvents()).length === 1, 'event posted', { timeout: 5000 });
    const [event] = await recordedEvents();
    expect(event).to.deep.include({ path: '/api/event/service-info-opened', body: { cartId: cart.cartId } });
    await expect(element).to.be.accessible();
  });

  it('removes what could run, and opens links in a new tab without access to the cart', async () => {
    const { element } = await openServices();
    await waitForBody(element);
    const html = body(element)!;
    expect(html.querySelectorAll('script, style, iframe, svg')).to.have.length(0);
    const handlers = [...html.querySelectorAll('*')].flatMap((node) =>
      [...node.attributes].filter((attribute) => attribute.name.startsWith('on')).map((a) => a.name),
    );
    expect(handlers).to.deep.equal([]);
    html.querySelector('p')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    const link = html.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('/experiences/10412');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(textOf(link)).to.equal('Mehr zum Erlebnis (öffnet in neuem Tab)');
    expect(html.querySelector('img')?.getAttribute('alt')).to.equal('');
    await waitUntil(() => html.querySelector('img')?.complete, 'broken image settled');
    expect(xss.__shopCartXss).to.equal(undefined);
  });

  it('shows a hostile product’s title as text and its hostile services inert', async () => {
    const { cart, element } = await openServices({ seed: 'hostile' });
    await waitForBody(element);
    const dialog = openDialog(element)!;
    expect(textOf(dialog.querySelector('h2'))).to.equal(cart.items[0]?.product.title);
    expect(dialog.querySelector('h2 img, h2 script') === null, 'absent').to.equal(true);
    const html = body(element)!;
    expect(html.querySelectorAll('script, style, iframe, svg')).to.have.length(0);
    const booking = [...html.querySelectorAll('a')].find((a) => textOf(a).startsWith('Jetzt buchen'));
    expect(booking?.hasAttribute('href')).to.equal(false);
    // The content's `* { display: none }` never reached the cart.
    expect(getComputedStyle($(element, '[part="items"]')!).display).to.not.equal('none');
    expect(xss.__shopCartXss).to.equal(undefined);
    await expect(element).to.be.accessible();
  });

  it('works by keyboard and gives the focus back on Escape, in the second brand too', async () => {
    const { element } = await mountCartFor({ tenant: 'MD_AT' });
    servicesLink(element).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => openDialog(element), 'dialog open');
    await waitForBody(element);
    await expect(element).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !openDialog(element), 'closed');
    expect(activeElement(element) === servicesLink(element), 'focus on the link').to.equal(true);
  });

  for (const fault of ['500', 'not-json', 'drop'] as const) {
    it(`says the services could not be loaded (${fault}) and loads them on retry`, async () => {
      const { element } = await mountCartFor();
      await armFault('/api/product-details/10412', fault, { times: fault === 'drop' ? 20 : 1 });
      servicesLink(element).click();
      await expectModalLoadRetry(element, {
        failure: 'Die Leistungen konnten nicht geladen werden.',
        loaded: waitForBody,
      });
    });
  }

  it('names the link by its text and the item', async () => {
    const { element } = await mountCartFor();
    const link = servicesLink(element, 'item-2');
    const ids = (link.getAttribute('aria-labelledby') ?? '').split(' ');
    expect(ids.map((id) => textOf(element.shadowRoot!.getElementById(id)))).to.deep.equal([
      'Leistungen',
      'Tandem-Fallschirmsprung',
    ]);
    expect(link.getAttribute('aria-haspopup')).to.equal('dialog');
  });
});
