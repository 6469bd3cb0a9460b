import { useSetAtom } from 'jotai';
import { useT } from '../../i18n/use-t.js';
import { cartBusyAtom, useStoreValue, removeVoucherAtom } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { focusSummaryHeading } from '../summary/summary-heading.js';

interface Props {
  voucherId: string;
  /** The id of the row's label, so the button is named vouchers.remove plus the row's label (summary.valueVoucherN). */
  labelId: string;
  buttonId: string;
}

/** Removes an applied value voucher (spec point 2); disabled while any cart change runs. */
export function RemoveVoucherButton({ voucherId, labelId, buttonId }: Props) {
  const { t } = useT();
  const busy = useStoreValue(cartBusyAtom);
  const removeVoucher = useSetAtom(removeVoucherAtom);
  return (
    <Button
      id={buttonId}
      variant="text"
      size="small"
      disabled={busy}
      aria-labelledby={`${buttonId} ${labelId}`}
      data-remove-voucher={voucherId}
      onClick={(event) => {
        const root = event.currentTarget.getRootNode();
        void removeVoucher(voucherId).then((result) => {
          if (result === 'applied') focusSummaryHeading(root);
        });
      }}
    >
      {t('vouchers.remove')}
    </Button>
  );
}
