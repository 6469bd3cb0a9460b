// A shop page written as a React 19 app that embeds the three elements as a framework host would: props
// become properties, the element's own event is a prop (`onshop-cart-error`), and the window events are
// listened to in an effect, read with the parsers of src/events/.
import { useEffect, useState } from 'react';
import {
  CART_CHANGE_EVENT,
  parseCartChangeDetail,
  type CartChangeDetail,
} from '../../src/events/cart-change.js';
import { parseShopCartErrorDetail, type ShopCartErrorDetail } from '../../src/events/shop-cart-error.js';
import { parseWishlistChangeDetail, WISHLIST_CHANGE_EVENT } from '../../src/events/wishlist-change.js';
// The elements in JSX, typed as a host that installed the package gets them (npm run build generates them).
import type {} from 'shop-cart-fragment/types/react';

export interface ShopHostProps {
  tenant: string;
  /** The start-up data of <shop-cart>, written into its JSON child. */
  startupData: unknown;
  /** The wishlist as the shop's server knows it (logged-in visitors), for the header counter. */
  wishlist?: readonly string[];
}

const euro = (amount: number, currencyCode: string) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: currencyCode }).format(amount);

/** What the page learns from the window events: the last cart and the wishlist's size. */
function useShopEvents() {
  const [cart, setCart] = useState<CartChangeDetail | null>(null);
  const [wishlistSize, setWishlistSize] = useState<number | null>(null);
  useEffect(() => {
    const onCart = (event: WindowEventMap[typeof CART_CHANGE_EVENT]) => {
      const detail = parseCartChangeDetail(event.detail);
      if (detail) setCart(detail);
    };
    const onWishlist = (event: WindowEventMap[typeof WISHLIST_CHANGE_EVENT]) => {
      const detail = parseWishlistChangeDetail(event.detail);
      if (detail) setWishlistSize(detail.productIds.length);
    };
    window.addEventListener(CART_CHANGE_EVENT, onCart);
    window.addEventListener(WISHLIST_CHANGE_EVENT, onWishlist);
    return () => {
      window.removeEventListener(CART_CHANGE_EVENT, onCart);
      window.removeEventListener(WISHLIST_CHANGE_EVENT, onWishlist);
    };
  }, []);
  return { cart, wishlistSize };
}

export function ShopHost({ tenant, startupData, wishlist }: ShopHostProps) {
  const { cart, wishlistSize } = useShopEvents();
  const [startupError, setStartupError] = useState<ShopCartErrorDetail | null>(null);
  // '<' escaped, so that a title with </script> cannot end the element.
  const json = JSON.stringify(startupData).replace(/</g, '\\u003c');
  return (
    <>
      <header className="shop-header">
        <a className="shop-logo" href="/">
          JS Erlebnisse
        </a>
        <div className="shop-header-icons">
          {/* Named by the counters' own text alternatives ('Merkzettel: 3 Artikel'). */}
          <a href="/wishlist">
            <span aria-hidden="true">♡</span> <shop-wishlist-counter productIds={wishlist} />
          </a>
          <a href="/">
            <span aria-hidden="true">🛒</span> <shop-cart-counter />
          </a>
        </div>
      </header>
      <main id="cart-area">
        <p data-host="cart-status" role="status">
          {cart
            ? `Die Host-App hört mit: ${cart.itemCount} Artikel, ${euro(cart.total.amount, cart.total.currencyCode)} (Version ${cart.cartVersion})`
            : 'Die Host-App wartet auf den Warenkorb …'}
          {wishlistSize !== null ? `; Merkzettel: ${wishlistSize}` : ''}
        </p>
        {startupError && (
          <p data-host="startup-error" role="alert">
            Der Warenkorb konnte nicht starten ({startupError.reason}).
          </p>
        )}
        <shop-cart
          tenant={tenant}
          locale="de"
          onshop-cart-error={(event) => setStartupError(parseShopCartErrorDetail(event.detail))}
        >
          <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
        </shop-cart>
      </main>
    </>
  );
}
