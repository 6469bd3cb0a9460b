// A lazy chunk: the old design's discount modal, loaded when the shopper opens it.
import { useT } from '../../i18n/use-t.js';
import ModalDialog from '../../ui/ModalDialog.js';
import { DiscountForm } from './DiscountForm.js';

export interface LegacyDiscountModalProps {
  onClose: () => void;
  onApplied: () => void;
}

/** The legacy discount modal (old design): the same form as the new design's inline entry. */
export default function LegacyDiscountModal({ onClose, onApplied }: LegacyDiscountModalProps) {
  const { t } = useT();
  return (
    <ModalDialog
      open
      onClose={onClose}
      headline={t('discount.modalHeadline')}
      subheadline={t('discount.rules')}
      closeLabel={t('discount.close')}
      placement="centred"
      size="half"
      width="narrow"
    >
      <DiscountForm onApplied={onApplied} onCancel={onClose} autoFocus />
    </ModalDialog>
  );
}
