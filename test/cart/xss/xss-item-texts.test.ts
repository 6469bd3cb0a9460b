// The XSS corpus through the texts of a cart item: product title and other product texts, item id,
// options and extras (test/helpers/xss-channels.ts runs each channel).
import { expect } from '@open-wc/testing';
import { $$, textOf } from '../../helpers/cart-fixture.js';
import {
  ALL,
  describeXssChannels,
  itemChannel,
  productChannel,
  withProduct,
  type XssChannel,
} from '../../helpers/xss-channels.js';

const CHANNELS: XssChannel[] = [
  {
    name: 'product title',
    kinds: ALL,
    show: productChannel((p) => ({ title: p.value })),
    check: (element, payloads) => {
      const titles = $$(element, '[part="item"] h3').map((title) => textOf(title));
      expect(titles).to.deep.equal(payloads.map((p) => p.value.replace(/[ \t\n\r]+/g, ' ').trim()));
    },
  },
  {
    name: 'other product texts (tracking name, badge, nudge, SKU)',
    kinds: ALL,
    show: productChannel((p) => ({
      trackingName: p.value,
      discountBadgeName: p.value,
      nudge: { id: p.value, text: p.value },
      manufacturerSku: p.value,
    })),
  },
  { name: 'item id', kinds: ALL, show: itemChannel((p, base) => ({ ...base, id: p.value })) },
  {
    name: 'item options and extras (services list, additional services, packaging and motif titles)',
    kinds: ALL,
    show: itemChannel((p, base) => {
      const option = {
        title: p.value,
        price: { gross: { amount: 1, currencyCode: 'EUR' } },
        hasMultipleVariants: true,
      };
      return {
        ...withProduct(base, { services: [p.value] }),
        additionalServices: [{ title: p.value }],
        availablePackagingOptions: [
          { ...option, type: 'Envelope' },
          { ...option, type: 'GiftBox' },
        ],
        selectedPackaging: { ...option, type: 'GiftBox', variantId: p.value, variantTitle: p.value },
      };
    }),
  },
];

describeXssChannels(CHANNELS);
