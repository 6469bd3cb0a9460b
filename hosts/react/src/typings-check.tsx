// The proof that the package's JSX typings (shop-cart-fragment/types/react, as the packed package installs
// them) refuse wrong props in this host: `tsc --noEmit`, the first step of `npm run build`, compiles this
// file with the app. Each `@ts-expect-error` must meet an error; were the typings too loose (a prop typed
// `any`, an element missing from JSX.IntrinsicElements), tsc fails with "Unused '@ts-expect-error'
// directive". The app does not import this file: it is type-checked, not bundled.
import type { ShopCartChangeEvent } from 'shop-cart-fragment';
import type {} from 'shop-cart-fragment/types/react';

export function TypingsCheck({ onCount }: { onCount: (count: number) => void }) {
  return (
    <>
      {/* What the app writes compiles. */}
      <shop-cart
        tenant="JS_DE"
        locale="en-GB"
        baseUrl=""
        onshop-cart-change={(event: ShopCartChangeEvent) => onCount(event.detail.itemCount)}
        onshop-cart-error={(event) => onCount(event.detail.message.length)}
      />
      <shop-wishlist-counter locale="en-GB" productIds={['p-1']} />
      <shop-cart-counter locale="de-AT" />

      {/* @ts-expect-error the tenant is a string */}
      <shop-cart tenant={42} />
      {/* @ts-expect-error the cart's locale is a string (a language tag, `en-GB` too) */}
      <shop-cart locale={['de']} />
      {/* @ts-expect-error a counter's locale is German or English (`en-GB` too) */}
      <shop-wishlist-counter locale="fr" />
      {/* @ts-expect-error the base URL is a string */}
      <shop-cart baseUrl={false} />
      {/* @ts-expect-error the product ids are strings */}
      <shop-wishlist-counter productIds={[1, 2]} />
      {/* @ts-expect-error the counter's count is read-only: no prop */}
      <shop-cart-counter count={3} />
      {/* @ts-expect-error a misspelt prop is no prop of the element */}
      <shop-cart tenat="JS_DE" />
      {/* @ts-expect-error the change event's itemCount is a number, not a string */}
      <shop-cart onshop-cart-change={(event: CustomEvent<{ itemCount: string }>) => event.detail.itemCount} />
      {/* @ts-expect-error the handler receives the event, not its detail */}
      <shop-cart onshop-cart-change={(detail: { itemCount: number }) => onCount(detail.itemCount)} />
      <shop-cart
        onshop-cart-change={(event) => {
          // @ts-expect-error the total is { amount, currencyCode }, not a number
          const total: number = event.detail.total;
          onCount(total);
        }}
      />
    </>
  );
}
