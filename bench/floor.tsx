// The floor of the mount benchmark: plain React rendering the same rows into a plain div, without the
// custom element wrapper, Emotion, i18next or jotai. Built with esbuild into one bundle by bench/run.ts.
import { createRoot } from 'react-dom/client';
import { cartRows, formatMoney, type Cart } from '../src/domain/index.js';

function FloorCart({ cart }: { cart: Cart }) {
  return (
    <div>
      <h1>Warenkorb</h1>
      <ul>
        {cartRows(cart.items).map(({ item, ticketIndex }) => (
          <li key={`${item.id}#${ticketIndex}`} data-part="item">
            <a href={`/experiences/${item.product.productId}`}>
              <img src={item.product.image?.url} alt="" width={96} height={72} />
            </a>
            <h3>{item.product.title}</h3>
            <p>{item.product.productType}</p>
            <select defaultValue={item.quantity}>
              {Array.from({ length: 25 }, (_, n) => (
                <option key={n}>{n + 1}</option>
              ))}
            </select>
            <p>{formatMoney(item.total.gross)}</p>
            <button type="button">Entfernen</button>
          </li>
        ))}
      </ul>
      <p>{formatMoney(cart.total.gross)}</p>
    </div>
  );
}

/** Mounts the floor cart into a fresh div; resolves when the rows are in the DOM. */
(window as unknown as { mountFloor: (cart: Cart, host: HTMLElement) => () => void }).mountFloor = (
  cart,
  host,
) => {
  const root = createRoot(host);
  root.render(<FloorCart cart={cart} />);
  return () => root.unmount();
};
