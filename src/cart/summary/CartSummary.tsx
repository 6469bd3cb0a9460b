import { css } from '@emotion/react';
import { useId } from 'react';
import { summaryRows, type Cart } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { themeVar } from '../../ui/theme.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';
import { SummaryRowView } from './SummaryRowView.js';
import { SUMMARY_HEADING_ID } from './summary-heading.js';

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
    margin: 0;
  }
  dl > div {
    display: grid;
    grid-template-columns: 1fr auto;
    column-gap: 16px;
    padding: 4px 0;
  }
  dt {
    margin: 0;
  }
  dd {
    margin: 0;
    text-align: right;
  }
  [data-note] {
    grid-column: 1 / -1;
    text-align: left;
    font-size: 0.875rem;
    color: ${themeVar('--shop-cart-color-muted')};
  }
  [data-row='voucher'] dd {
    display: flex;
    align-items: baseline;
    justify-content: flex-end;
    gap: 8px;
  }
  [data-row='total'] {
    font-weight: 700;
    border-top: 1px solid ${themeVar('--shop-cart-color-border')};
    margin-top: 4px;
    padding-top: 8px;
  }
  [data-row='savings'] {
    color: ${themeVar('--shop-cart-color-success')};
    font-weight: 600;
  }
  [data-row='orderTotal'] {
    font-weight: 700;
    font-size: 1.2rem;
    border-top: 2px solid ${themeVar('--shop-cart-color-text')};
    margin-top: 8px;
    padding-top: 8px;
  }
`;

/** The order summary: the rows `summaryRows` gives, in its order, as a description list. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useT();
  const { mode, tenant } = useFragmentConfig();
  const idPrefix = useId();
  const rows = summaryRows(cart, { mode, tenant });
  return (
    <div css={box}>
      <h2 id={SUMMARY_HEADING_ID} tabIndex={-1}>
        {t('summary.heading')}
      </h2>
      <dl>
        {rows.map((row) => (
          <SummaryRowView
            // The position keeps two vouchers an answer gives the same id apart.
            key={row.kind === 'voucher' ? `voucher-${row.voucherId}#${row.position}` : row.kind}
            row={row}
            idPrefix={idPrefix}
          />
        ))}
      </dl>
    </div>
  );
}
