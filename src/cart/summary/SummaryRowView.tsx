import type { SummaryRow } from '../../domain/index.js';
import { useFormats } from '../../i18n/use-formats.js';
import { useT } from '../../i18n/use-t.js';
import { RemoveVoucherButton } from '../vouchers/RemoveVoucherButton.js';

/** A deducted amount, with a minus sign. */
const minus = (text: string) => `−${text}`;

/** One row of the summary as a term and its value; the markup of `summaryRows`' data. */
export function SummaryRowView({ row, idPrefix }: { row: SummaryRow; idPrefix: string }) {
  const { t } = useT();
  const f = useFormats();
  switch (row.kind) {
    case 'packaging':
      return <Row kind={row.kind} label={t('summary.packaging')} value={f.money(row.amount)} />;
    case 'shipping':
      return (
        <Row
          kind={row.kind}
          label={t('summary.shipping')}
          value={row.free ? t('summary.free') : f.money(row.amount)}
        />
      );
    case 'discount':
      return (
        <Row
          kind={row.kind}
          label={row.label ? t('summary.discountWith', { label: row.label }) : t('summary.discount')}
          value={minus(f.money(row.amount))}
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
            {minus(f.money(row.amount))}
            <RemoveVoucherButton voucherId={row.voucherId} labelId={labelId} buttonId={`${labelId}-remove`} />
          </dd>
        </div>
      );
    }
    case 'leftover':
      return (
        <div data-row="leftover">
          <dt>{t('summary.leftover')}</dt>
          <dd>{f.money(row.amount)}</dd>
          <dd data-note="">{t('vouchers.leftoverNote')}</dd>
        </div>
      );
    case 'total':
      return <Row kind={row.kind} label={t('summary.total')} value={f.money(row.amount)} />;
    case 'savings':
      return (
        <div data-row="savings">
          <dt>{t('summary.savings', { amount: f.money(row.amount) })}</dt>
          <dd />
        </div>
      );
    case 'points':
      return (
        <div data-row="points">
          <dt>{t('summary.points')}</dt>
          <dd>{f.points(row.points)}</dd>
        </div>
      );
    case 'orderTotal':
      return <Row kind={row.kind} label={t('summary.orderTotal')} value={f.money(row.amount)} />;
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
