import { useSetAtom } from 'jotai';
import {
  useStoreValue,
  failedReservationsAtom,
  markedReservationsAtom,
  reservationFailuresAtom,
} from '../../state/index.js';
import { useEffect, useRef } from 'react';
import { cartRows, failedReservationsInCart, reservationFailed, type CartItem } from '../../domain/index.js';
import { MotifModalHost } from '../packaging/motif-modal-host.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';
import { PackagingTextsProvider } from '../packaging/packaging-texts.js';
import { CartItemTile } from './CartItemTile.js';
import { itemListStyles } from './item-tile-styles.js';
import { ItemTextsProvider } from './item-texts.js';
import { ServicesModalHost } from './services/services-modal-host.js';
import { TileKitProvider } from './tile-kit.js';
import { useRowsRendered } from '../first-paint/index.js';

/**
 * A cart rendered afresh paints its first rows first (issue 19): four tiles reach below 1500 px on a phone
 * and on a desktop, more than the first screen; the rest come right after the first paint, with the
 * summary (src/cart/first-paint/use-shown-after-first-paint.ts). Since the summary comes after the first paint, this pays
 * for short carts too (docs/decisions/0005-summary-after-first-paint.md).
 */
const FIRST_ROWS = 4;

/** The items; an item with an appointment shows once per ticket (spec point 2). */
export function CartItemList({ items }: { items: readonly CartItem[] }) {
  const { itemLayout } = useFragmentConfig();
  const setFailedReservations = useSetAtom(failedReservationsAtom);
  // A failed reservation's mark ends for good when its item leaves the cart (spec point 4).
  useEffect(() => {
    setFailedReservations((failed) => failedReservationsInCart(failed, items));
  }, [items, setFailedReservations]);
  // After a failed reservation the shopper stays here: the focus goes to the first tile saying why.
  const list = useRef<HTMLUListElement>(null);
  const failures = useStoreValue(reservationFailuresAtom);
  // Read once for the list, not subscribed to by every tile (a long cart mounts quicker).
  const marked = useStoreValue(markedReservationsAtom);
  useEffect(() => {
    if (failures > 0) list.current?.querySelector<HTMLElement>('[data-reservation-failed]')?.focus();
  }, [failures]);
  const rows = cartRows(items);
  const rendered = useRowsRendered(rows.length, FIRST_ROWS);
  return (
    <ItemTextsProvider>
      <PackagingTextsProvider>
        <ServicesModalHost>
          <MotifModalHost items={items}>
            <TileKitProvider>
              <ul ref={list} css={itemListStyles} data-layout={itemLayout}>
                {rows.slice(0, rendered).map(({ item, ticketIndex, isTicket }) => (
                  <CartItemTile
                    key={isTicket ? `${item.id}#${ticketIndex}` : item.id}
                    item={item}
                    ticketNumber={isTicket ? ticketIndex + 1 : undefined}
                    reservationFailed={reservationFailed(item, marked)}
                    itemLayout={itemLayout}
                  />
                ))}
              </ul>
            </TileKitProvider>
          </MotifModalHost>
        </ServicesModalHost>
      </PackagingTextsProvider>
    </ItemTextsProvider>
  );
}
