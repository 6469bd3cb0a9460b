import { formatLoyaltyPoints, formatMoney, type SummaryRow } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { RemoveVoucherButton } from '../vouchers/RemoveVoucherButton.js';

/** A deducted amount, with a minus sign. */
const minus = (text: string) => `−${text}`;

/** One row of the summary as a term and its value; the markup of `summaryRows`' data. */
export function SummaryRowView({ row, idPrefix }: { row: SummaryRow; idPrefix: string }) {
  const { t } = useT();
  switch (row.kind) {
    case 'packaging':
      return <Row kind={row.kind} label={t('summary.packaging')} value={formatMoney(row.amount)} />;
    case 'shipping':
      return (
        <Row
          kind={row.kind}
          label={t('summary.shipping')}
          value={row.free ? t('summary.free') : formatMoney(row.amount)}
        />
      );
    case 'discount':
      return (
        <Row
          kind={row.kind}
          label={row.label ? t('summary.discountWith', { label: row.label }) : t('summary.discount')}
          value={minus(formatMoney(row.amount))}
        />
      );
    case 'voucher': {
      const labelId = `${idPrefix}-voucher-${row.position}`;
      return (
        <div data-row="voucher" data-voucher-id={row.voucherId}>
          <dt id={labelId}>
            {row.count > 1
              ? t('summary.valueVoucherN', { position: row.position })
              : t('summary.valueVoucher')}
          </dt>
          <dd>
            {minus(formatMoney(row.amount))}
            <RemoveVoucherButton voucherId={row.voucherId} labelId={labelId} buttonId={`${labelId}-remove`} />
          </dd>
        </div>
      );
    }
    case 'leftover':
      return (
        <div data-row="leftover">
          <dt>{t('summary.leftover')}</dt>
          <dd>{formatMoney(row.amount)}</dd>
          <dd data-note="">{t('vouchers.leftoverNote')}</dd>
        </div>
      );
    case 'total':
      return <Row kind={row.kind} label={t('summary.total')} value={formatMoney(row.amount)} />;
    case 'savings':
      return (
        <div data-row="savings">
          <dt>{t('summary.savings', { amount: formatMoney(row.amount) })}</dt>
          <dd />
        </div>
      );
    case 'points':
      return (
        <div data-row="points">
          <dt>{t('summary.points')}</dt>
          <dd>{formatLoyaltyPoints(row.points)}</dd>
        </div>
      );
    case 'orderTotal':
      return <Row kind={row.kind} label={t('summary.orderTotal')} value={formatMoney(row.amount)} />;
  }
}

function Row({ kind, label, value }: { kind: string; label: string; value: string }) {
  return (
    <div data-row={kind}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
