import { cartRows, type CartItem } from '../../domain/index.js';
import { useFragmentConfig } from '../fragment/use-fragment-config.js';
import { CartItemTile } from './CartItemTile.js';
import { itemListStyles } from './item-tile-styles.js';
import { ItemTextsProvider } from './item-texts.js';

/** The items; an item with an appointment shows once per ticket (spec point 2). */
export function CartItemList({ items }: { items: readonly CartItem[] }) {
  const { itemLayout } = useFragmentConfig();
  return (
    <ItemTextsProvider>
      <ul css={itemListStyles} data-layout={itemLayout}>
        {cartRows(items).map(({ item, ticketIndex, isTicket }) => (
          <CartItemTile
            key={isTicket ? `${item.id}#${ticketIndex}` : item.id}
            item={item}
            ticketNumber={isTicket ? ticketIndex + 1 : undefined}
          />
        ))}
      </ul>
    </ItemTextsProvider>
  );
}
