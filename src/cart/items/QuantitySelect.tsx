import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { useT } from '../../i18n/use-t.js';
import { parseQuantity, QUANTITY_OPTIONS, type CartItem } from '../../domain/index.js';
import { changeItemQuantityAtom, requestedQuantityAtom } from '../../state/index.js';

/** The native quantity dropdown, 1 to 25 (spec point 5). */
export function QuantitySelect({ item }: { item: CartItem }) {
  const { t } = useT();
  const id = useId();
  const requested = useAtomValue(requestedQuantityAtom).get(item.id);
  const changeQuantity = useSetAtom(changeItemQuantityAtom);
  const value = requested ?? item.quantity;
  // A quantity outside the dropdown (set elsewhere) stays visible rather than silently changing.
  const options = QUANTITY_OPTIONS.includes(value) ? QUANTITY_OPTIONS : [...QUANTITY_OPTIONS, value];
  return (
    <div data-quantity>
      <label htmlFor={id}>
        <span aria-hidden="true">{t('item.quantityLabel')}</span>
        <span data-visually-hidden>{t('item.quantityForLabel', { title: item.product.title })}</span>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const quantity = parseQuantity(event.target.value);
          if (quantity !== null && quantity !== value) void changeQuantity(item, quantity);
        }}
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
