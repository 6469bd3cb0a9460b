// The XSS corpus through the modals' answers: the services modal and the packaging variants modal
// (test/helpers/xss-channels.ts runs each channel).
import { expect, waitUntil } from '@open-wc/testing';
import { item, threeItemCart } from '../../helpers/carts.js';
import { $, $$, shadow, textOf } from '../../helpers/cart-fixture.js';
import { injections, type XssPayload } from '../../helpers/xss-corpus.js';
import { ALL, describeXssChannels, FAST, mountWithItems } from '../../helpers/xss-channels.js';
import type { XssChannel } from '../../helpers/xss-channels.js';

/** Answers `path` calls with `answer(payload)` instead of the server, while `run` goes through the payloads. */
async function withAnswers<T>(path: string, answer: () => unknown, run: () => Promise<T>): Promise<T> {
  const realFetch = window.fetch;
  window.fetch = (input, init) =>
    String(input).includes(path) ? Promise.resolve(Response.json(answer())) : realFetch(input, init);
  try {
    return await run();
  } finally {
    window.fetch = realFetch;
  }
}

/** Each payload as title, caption and HTML body of the services modal (GET /api/product-details). */
async function servicesModal(payloads: readonly XssPayload[]): Promise<Element> {
  const element = await mountWithItems(threeItemCart());
  let current: XssPayload | undefined;
  const answer = () => ({
    title: current?.value,
    productInformation: { services: { caption: current?.value, body: current?.value } },
  });
  await withAnswers('/api/product-details/', answer, async () => {
    for (const payload of payloads) {
      current = payload;
      $<HTMLButtonElement>(element, '[part="item"] [data-action="services"]')!.click();
      const dialog = () => $(element, 'dialog[open]');
      await waitUntil(() => dialog()?.querySelector('[data-services-body]'), `modal of ${payload.id}`, FAST);
      const headline = textOf(dialog()?.querySelector('h2'));
      expect(headline, `payload ${payload.id} as text`).to.equal(
        payload.value.replace(/[ \t\n\r]+/g, ' ').trim(),
      );
      expect(injections(shadow(element)), `payload ${payload.id}`).to.deep.equal([]);
      dialog()?.querySelector<HTMLButtonElement>('[data-modal-close]')?.click();
      await waitUntil(() => !dialog(), 'closed', FAST);
    }
  });
  return element;
}

/** All payloads as motifs (title, image, thumbnail) of the packaging variants modal. */
async function variantsModal(payloads: readonly XssPayload[]): Promise<Element> {
  const options = [
    {
      type: 'Pdf',
      title: 'PDF',
      price: { gross: { amount: 0, currencyCode: 'EUR' } },
      hasMultipleVariants: false,
    },
    {
      type: 'GiftBox',
      title: 'Box',
      price: { gross: { amount: 7.9, currencyCode: 'EUR' } },
      hasMultipleVariants: true,
    },
  ] as const;
  const element = await mountWithItems(
    threeItemCart({
      items: [
        item({
          id: 'i-wrapped',
          availablePackagingOptions: [...options],
          selectedPackaging: { ...options[1], variantId: '1', variantTitle: 'Sterne' },
        }),
      ],
    }),
  );
  const variants = payloads.map((p) => ({
    id: `${p.id}`,
    title: p.value,
    image: p.value,
    thumbnail: p.value,
  }));
  await withAnswers(
    '/api/packagings/variants/',
    () => variants,
    async () => {
      $<HTMLButtonElement>(element, '[data-action="choose-motif"]')!.click();
      await waitUntil(
        () => $$(element, 'dialog[open] [data-variant-id]').length === payloads.length,
        'motifs',
        {
          timeout: 5000,
        },
      );
      const titles = $$(element, 'dialog[open] [data-variant-id]').map((button) => textOf(button));
      expect(titles).to.deep.equal(payloads.map((p) => p.value.replace(/[ \t\n\r]+/g, ' ').trim()));
    },
  );
  return element;
}

const CHANNELS: XssChannel[] = [
  { name: 'services modal (title, caption, HTML body)', kinds: ALL, show: servicesModal },
  { name: 'packaging variants modal (motif titles and pictures)', kinds: ALL, show: variantsModal },
];

describeXssChannels(CHANNELS);
