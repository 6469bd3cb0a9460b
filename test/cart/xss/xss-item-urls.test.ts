// The XSS corpus through the addresses and images of a cart item: image url, srcset, alt and list,
// product link, url and slug, and the additional-ticket link (test/helpers/xss-channels.ts runs each).
import {
  ALL,
  describeXssChannels,
  HIDDEN,
  IMAGE,
  itemChannel,
  productChannel,
  type XssChannel,
} from '../../helpers/xss-channels.js';

const CHANNELS: XssChannel[] = [
  {
    name: 'image url',
    kinds: ALL,
    show: productChannel((p) => ({ image: { url: p.value, alt: '' } }), HIDDEN),
  },
  {
    name: 'image srcset and sizes',
    kinds: ALL,
    show: productChannel((p) => ({ image: { url: IMAGE, srcset: p.value, sizes: p.value } }), HIDDEN),
  },
  {
    name: 'image alt',
    kinds: ALL,
    show: productChannel((p) => ({ image: { url: IMAGE, alt: p.value } })),
  },
  {
    name: 'image list (url, absoluteUrl)',
    kinds: ALL,
    show: productChannel(
      (p) => ({ image: undefined, images: [{ url: p.value, absoluteUrl: p.value }] }),
      HIDDEN,
    ),
  },
  {
    name: 'product id (product link)',
    kinds: ALL,
    show: productChannel((p) => ({ productId: p.value })),
  },
  {
    name: 'product url and slug',
    kinds: ALL,
    show: productChannel((p) => ({ url: p.value, slug: p.value })),
  },
  {
    name: 'appointment ids of the additional-ticket link',
    kinds: ALL,
    show: itemChannel((p, base) => ({
      ...base,
      experienceId: p.value,
      appointment: { appointmentId: p.value, date: '2027-03-12T17:30:00.000Z', location: p.value },
    })),
  },
];

describeXssChannels(CHANNELS);
