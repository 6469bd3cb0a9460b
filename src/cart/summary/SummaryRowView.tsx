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
        <Row
          kind={row.kind}
          label={t('summary.leftover')}
          value={f.money(row.amount)}
          note={t('vouchers.leftoverNote')}
        />
      );
    case 'total':
      return <Row kind={row.kind} label={t('summary.total')} value={f.money(row.amount)} />;
    case 'savings':
      return <Row kind={row.kind} label={t('summary.savings', { amount: f.money(row.amount) })} value="" />;
    case 'points':
      return <Row kind={row.kind} label={t('summary.points')} value={f.points(row.points)} />;
    case 'orderTotal':
      return <Row kind={row.kind} label={t('summary.orderTotal')} value={f.money(row.amount)} />;
  }
}

/** A row of a term, its value ('' for none) and an optional note below. */
function Row({ kind, label, value, note }: { kind: string; label: string; value: string; note?: string }) {
  return (
    <div data-row={kind}>
      <dt>{label}</dt>
      <dd>{value}</dd>
      {note !== undefined && <dd data-note="">{note}</dd>}
    </div>
  );
}
