// A React 19 host component as a shop would write it, compiled by package-types.node.test.ts against the
// JSX typings that `npm run build` generates from custom-elements.json (shop-cart-fragment/types/react).
// Each `@ts-expect-error` proves a type is precise: without the typings every line here fails to compile.
import type {} from 'shop-cart-fragment/types/react';
import type { ShopCartErrorReason } from 'shop-cart-fragment';

export function CartPage({ onFailure }: { onFailure: (reason: ShopCartErrorReason) => void }) {
  return (
    <>
      <shop-cart-counter locale="de" />
      <shop-wishlist-counter productIds={['p-1']} />
      <shop-cart
        tenant="JS_DE"
        locale="en"
        baseUrl=""
        base-url=""
        className="cart"
        onshop-cart-error={(event) => {
          onFailure(event.detail.reason);
          // @ts-expect-error the message is a string
          const length: number = event.detail.message;
          return length;
        }}
      />
      {/* @ts-expect-error the tenant is a string */}
      <shop-cart tenant={42} />
      {/* @ts-expect-error the base URL is a string */}
      <shop-cart baseUrl={false} />
      {/* @ts-expect-error the handler receives the event, not its detail */}
      <shop-cart onshop-cart-error={(detail: { reason: number }) => detail} />
      {/* @ts-expect-error the counter's count is read-only: no prop */}
      <shop-cart-counter count={3} />
      {/* @ts-expect-error no such element */}
      <shop-carts />
    </>
  );
}
