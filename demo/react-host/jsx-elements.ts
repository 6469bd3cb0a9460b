// The three elements in React 19's JSX, typed from the package's own types. React 19 sets a prop as a
// property when the element has one (tenant, locale, baseUrl, productIds), else as an attribute, and
// turns `on<event-name>` props into listeners for that event on the element.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  ShopCartCounterElement,
  ShopCartElement,
  ShopCartErrorEvent,
  ShopWishlistCounterElement,
} from '../../elements/types.js';

type ElementProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'shop-cart': ElementProps<ShopCartElement> & {
        tenant?: string;
        locale?: string;
        baseUrl?: string;
        'onshop-cart-error'?: (event: ShopCartErrorEvent) => void;
      };
      'shop-wishlist-counter': ElementProps<ShopWishlistCounterElement> & { productIds?: readonly string[] };
      'shop-cart-counter': ElementProps<ShopCartCounterElement>;
    }
  }
}
