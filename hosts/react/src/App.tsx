// The host's own UI around <shop-cart>: a line with the item count, kept by the element's
// `shop-cart-change` event bound as React 19 binds custom-element events (the `onshop-cart-change` prop),
// a language switch that sets the element's `locale` property, and the wishlist counter in the header.
import { useState } from 'react';
import type { ShopCartChangeEvent } from 'shop-cart-fragment';
import type {} from 'shop-cart-fragment/types/react';

export interface StartupData {
  tenant: string;
  props: { cart?: { items: { quantity: number }[] } };
}

type Locale = 'de' | 'en';

const itemsIn = (data: StartupData) =>
  (data.props.cart?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);

export function App({ data }: { data: StartupData }) {
  const [count, setCount] = useState(() => itemsIn(data));
  const [locale, setLocale] = useState<Locale>('de');
  // '<' escaped: a title with </script> cannot end the JSON child.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    <>
      <header>
        <strong>React-Shop</strong> <shop-wishlist-counter locale={locale} />
        <p data-host="count" role="status">
          Artikel im Warenkorb: {count}
        </p>
        <label>
          Sprache{' '}
          <select
            data-host="locale"
            value={locale}
            onChange={(event) => setLocale(event.target.value as Locale)}
          >
            <option value="de">Deutsch</option>
            <option value="en">English</option>
          </select>
        </label>
      </header>
      <main>
        <shop-cart
          tenant={data.tenant}
          locale={locale}
          onshop-cart-change={(event: ShopCartChangeEvent) => setCount(event.detail.itemCount)}
        >
          <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
        </shop-cart>
      </main>
    </>
  );
}
