import { css } from '@emotion/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { parseQuantity, QUANTITY_OPTIONS, type CartItem } from '../../domain/index.js';
import { changeItemQuantityAtom, requestedQuantityAtom } from '../../state/index.js';
import { themeVar, visuallyHidden } from '../../ui/theme.js';

const field = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-top: 8px;
  select {
    font: inherit;
    min-height: 40px;
    min-width: 64px;
    padding: 4px 8px;
    border: 1px solid ${themeVar('--shop-cart-color-muted')};
    border-radius: ${themeVar('--shop-cart-radius')};
    background: ${themeVar('--shop-cart-color-surface')};
    color: inherit;
  }
`;

/** The native quantity dropdown, 1 to 25 (spec point 5). */
export function QuantitySelect({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const id = useId();
  const requested = useAtomValue(requestedQuantityAtom).get(item.id);
  const changeQuantity = useSetAtom(changeItemQuantityAtom);
  const value = requested ?? item.quantity;
  // A quantity outside the dropdown (set elsewhere) stays visible rather than silently changing.
  const options = QUANTITY_OPTIONS.includes(value) ? QUANTITY_OPTIONS : [...QUANTITY_OPTIONS, value];
  return (
    <div css={field}>
      <label htmlFor={id}>
        <span aria-hidden="true">{t('item.quantityLabel')}</span>
        <span css={visuallyHidden}>{t('item.quantityForLabel', { title: item.product.title })}</span>
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
