// A lazy chunk: the old design's discount modal, loaded when the shopper opens it.
import ModalDialog from '../../ui/ModalDialog.js';
import { useDiscountModalFrame } from './discount-modal-frame.js';
import { DiscountForm } from './DiscountForm.js';

export interface LegacyDiscountModalProps {
  onClose: () => void;
  onApplied: () => void;
}

/** The legacy discount modal (old design): the same form as the new design's inline entry. */
export default function LegacyDiscountModal({ onClose, onApplied }: LegacyDiscountModalProps) {
  const frame = useDiscountModalFrame('legacy', onClose);
  return (
    <ModalDialog {...frame}>
      <DiscountForm onApplied={onApplied} onCancel={onClose} autoFocus />
    </ModalDialog>
  );
}
