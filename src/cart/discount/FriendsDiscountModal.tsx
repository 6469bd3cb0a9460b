// A lazy chunk: the friends-discount explanation, loaded when the shopper opens it from a badge.
import { useT } from '../../i18n/use-t.js';
import ModalDialog from '../../ui/ModalDialog.js';
import { useDiscountModalFrame } from './discount-modal-frame.js';
import { useOnDemandText } from './use-on-demand-text.js';

export interface FriendsDiscountModalProps {
  onClose: () => void;
}

/** Explains the friends discount (spec points 2, 5, 9); its texts are in the lazy part of the catalogue. */
export default function FriendsDiscountModal({ onClose }: FriendsDiscountModalProps) {
  const { t } = useT();
  const ready = useOnDemandText('discount.friends.text');
  const frame = useDiscountModalFrame('friends', onClose);
  if (!ready) return null;
  return (
    <ModalDialog {...frame}>
      <p>{t('discount.friends.text')}</p>
      <p>{t('discount.friends.replace')}</p>
    </ModalDialog>
  );
}
