import { css } from '@emotion/react';
import { useT } from '../../i18n/use-t.js';
import { formatMoney, isZeroMoney, type Cart, type Money } from '../../domain/index.js';
import { themeVar } from '../../ui/theme.js';

const box = css`
  border: 1px solid ${themeVar('--shop-cart-color-border')};
  border-radius: ${themeVar('--shop-cart-radius')};
  padding: 16px;
  background: ${themeVar('--shop-cart-color-subtle')};
  h2 {
    font-size: 1.25rem;
    margin: 0 0 12px;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 8px 16px;
    margin: 0;
  }
  dd {
    margin: 0;
    text-align: right;
  }
  [data-row] {
    display: contents;
  }
  [data-row='total'] {
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

interface Row {
  id: string;
  label: string;
  value: string;
}

function moneyRow(id: string, label: string, money: Money | undefined, negative = false): Row[] {
  if (!money || isZeroMoney(money)) return [];
  return [{ id, label, value: `${negative ? '−' : ''}${formatMoney(money)}` }];
}

/** The order summary; rows without an amount are left out. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useT();
  const rows: Row[] = [
    ...moneyRow('packaging', t('summary.packaging'), cart.packagingTotal?.gross),
    ...(cart.shipping
      ? [
          {
            id: 'shipping',
            label: t('summary.shipping'),
            value: isZeroMoney(cart.shipping.price.gross)
              ? t('summary.free')
              : formatMoney(cart.shipping.price.gross),
          },
        ]
      : []),
    ...moneyRow('discount', t('summary.discount'), cart.totalDiscount, true),
    { id: 'total', label: t('summary.total'), value: formatMoney(cart.total.gross) },
  ];
  return (
    <div css={box}>
      <h2 id="shop-cart-summary">{t('summary.heading')}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.id} data-row={row.id}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
