import { css } from '@emotion/react';
import type { CartItem } from '../../domain/index.js';
import { useFragmentConfig } from '../use-fragment-config.js';
import { CartItemTile } from './CartItemTile.js';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

/** The items; an item with an appointment shows once per ticket (spec point 2). */
export function CartItemList({ items }: { items: readonly CartItem[] }) {
  const { itemLayout } = useFragmentConfig();
  return (
    <ul css={list} data-layout={itemLayout}>
      {items.flatMap((item) =>
        item.appointment
          ? Array.from({ length: item.quantity }, (_, index) => (
              <CartItemTile
                key={`${item.id}#${index + 1}`}
                item={item}
                ticketNumber={index + 1}
                layout={itemLayout}
              />
            ))
          : [<CartItemTile key={item.id} item={item} layout={itemLayout} />],
      )}
    </ul>
  );
}
