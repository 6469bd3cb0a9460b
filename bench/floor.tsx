// The floor of the mount benchmark: plain React rendering the same rows with the same markup as the cart
// (tile, image link, title, type, participants, appointment, quantity, buttons, price, summary) into a plain
// div, without the custom element wrapper, Emotion, i18next or jotai; texts are written in directly.
import { createRoot } from 'react-dom/client';
import {
  cartRows,
  formatDate,
  formatMoney,
  participantsDisplay,
  pricePerTicket,
  productKind,
  type Cart,
  type CartItem,
} from '../src/domain/index.js';

const TYPE = {
  experience: 'Erlebnis',
  box: 'Erlebnisbox',
  value_voucher: 'Wertgutschein',
  gift_wrap: 'Geschenkverpackung',
  other: 'Produkt',
};

function FloorTile({ item, isTicket, id }: { item: CartItem; isTicket: boolean; id: string }) {
  const participants = participantsDisplay(item.product);
  return (
    <li data-part="item" data-item-id={item.id} data-loading-state="Idle" aria-busy={false}>
      <a data-area="image" href={`/experiences/${item.product.productId}`} aria-labelledby={`${id}-t`}>
        <img src={item.product.image?.url} alt="" width={96} height={72} loading="lazy" decoding="async" />
      </a>
      <div data-area="details">
        <h3 id={`${id}-t`}>{item.product.title}</h3>
        <p data-muted>{TYPE[productKind(item.product.productType) ?? 'other']}</p>
        {participants && (
          <p data-muted>
            {participants.kind === 'range'
              ? `${participants.min} bis ${participants.max} Personen`
              : `${participants.count} ${participants.count === 1 ? 'Person' : 'Personen'}`}
          </p>
        )}
        {item.appointment && <p>Datum: {formatDate(item.appointment.date)}</p>}
        {isTicket ? (
          <p data-muted>Ticket</p>
        ) : (
          <div data-quantity>
            <label htmlFor={`${id}-q`} id={`${id}-l`}>
              Anzahl
            </label>
            <select id={`${id}-q`} aria-labelledby={`${id}-l ${id}-t`} defaultValue={item.quantity}>
              {Array.from({ length: 25 }, (_, n) => (
                <option key={n}>{n + 1}</option>
              ))}
            </select>
          </div>
        )}
        <button type="button" id={`${id}-m`} aria-labelledby={`${id}-m ${id}-t`}>
          Auf den Merkzettel
        </button>
        <p role="status" />
      </div>
      <p data-price>
        <span>
          <span>Preis: </span>
          {formatMoney(isTicket ? pricePerTicket(item) : item.total.gross)}
        </span>
      </p>
      <button type="button" id={`${id}-r`} aria-labelledby={`${id}-r ${id}-t`}>
        Entfernen
      </button>
    </li>
  );
}

function FloorCart({ cart }: { cart: Cart }) {
  return (
    <div>
      <h1>Warenkorb</h1>
      <section>
        <h2>Inhalt</h2>
        <ul>
          {cartRows(cart.items).map(({ item, ticketIndex, isTicket }) => (
            <FloorTile
              key={`${item.id}#${ticketIndex}`}
              item={item}
              isTicket={isTicket}
              id={`${item.id}-${ticketIndex}`}
            />
          ))}
        </ul>
      </section>
      <aside>
        <h2>Zusammenfassung</h2>
        <dl>
          <dt>Gesamtpreis (inkl. MwSt.)</dt>
          <dd>{formatMoney(cart.total.gross)}</dd>
        </dl>
        <button type="button">Weiter zu den Bestelldaten</button>
      </aside>
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
