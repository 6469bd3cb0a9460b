// The floor of the mount benchmark: plain React rendering the same rows with the same markup as the cart
// (tile, image link, title, type, participants, appointment, quantity text, brand voucher, services list,
// motif, quantity, packaging options, links, buttons, price, shipping section, summary, sticky bar) into a
// plain div, without the custom element wrapper, Emotion, i18next or jotai; texts are written in directly.
// Its radio buttons are controlled, as any React app that lets shoppers choose would have them.
import { createRoot } from 'react-dom/client';
import {
  cartRows,
  formatDate,
  formatMoney,
  participantsDisplay,
  pricePerTicket,
  productKind,
  quantityUnit,
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
        {quantityUnit(item) && <p data-muted>{isTicket ? '1 Ticket' : `${item.quantity} Gutscheine`}</p>}
        {quantityUnit(item) === 'vouchers' && <p data-muted>Gutschein von JS Erlebnisse</p>}
        {(item.product.services ?? []).length > 0 && (
          <ul aria-label="Enthaltene Leistungen">
            {item.product.services?.map((service, n) => (
              <li key={n}>{service}</li>
            ))}
          </ul>
        )}
        {item.selectedPackaging?.variantTitle && <p>Motiv: {item.selectedPackaging.variantTitle}</p>}
        {isTicket ? null : (
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
        {item.availablePackagingOptions.length > 1 ? (
          <div>
            <p id={`${id}-p`}>Verpackung</p>
            <div role="radiogroup" aria-labelledby={`${id}-p ${id}-t`}>
              {item.availablePackagingOptions.map((option) => (
                <label key={option.type}>
                  <input
                    type="radio"
                    name={`${id}-p`}
                    value={option.type}
                    checked={option.type === item.selectedPackaging?.type}
                    onChange={() => undefined}
                  />
                  <span>{option.title}</span> <span>{formatMoney(option.price.gross)}</span>
                </label>
              ))}
            </div>
            {item.selectedPackaging?.hasMultipleVariants && (
              <button type="button" id={`${id}-v`} aria-labelledby={`${id}-v ${id}-t`}>
                Motiv wählen
              </button>
            )}
          </div>
        ) : (
          <p>Verpackung: {item.availablePackagingOptions[0]?.title}</p>
        )}
        <div>
          <button type="button" id={`${id}-s`} aria-labelledby={`${id}-s ${id}-t`} aria-haspopup="dialog">
            Leistungen
          </button>
        </div>
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
      <section aria-labelledby="floor-shipping">
        <h2 id="floor-shipping">Versandart</h2>
        <div role="radiogroup" aria-labelledby="floor-shipping">
          {cart.availableShippingMethods.map((method) => (
            <label key={method.method}>
              <input
                type="radio"
                name="floor-shipping"
                value={method.method}
                checked={method.method === cart.shipping?.method}
                onChange={() => undefined}
              />
              <span>{method.title}</span> <span>{method.price && formatMoney(method.price)}</span>{' '}
              <span>{method.subtitle}</span>
            </label>
          ))}
        </div>
      </section>
      <aside>
        <h2>Zusammenfassung</h2>
        <dl>
          <dt>Gesamtpreis (inkl. MwSt.)</dt>
          <dd>{formatMoney(cart.total.gross)}</dd>
        </dl>
        <button type="button">Weiter zu den Bestelldaten</button>
      </aside>
      <div role="region" aria-label="Bestellübersicht">
        <p>
          <span>Gesamtpreis</span> <strong>{formatMoney(cart.total.gross)}</strong>
        </p>
        <button type="button">Mit 1-Klick bezahlen</button>
        <button type="button">Weiter zu den Bestelldaten</button>
      </div>
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
