// A lazy chunk: the friends-discount explanation, loaded when the shopper opens it from a badge.
import { useT } from '../../i18n/use-t.js';
import ModalDialog from '../../ui/ModalDialog.js';
import { useOnDemandText } from './use-on-demand-text.js';

export interface FriendsDiscountModalProps {
  onClose: () => void;
}

/** Explains the friends discount (spec points 2, 5, 9); its texts are in the lazy part of the catalogue. */
export default function FriendsDiscountModal({ onClose }: FriendsDiscountModalProps) {
  const { t } = useT();
  const ready = useOnDemandText('discount.friends.text');
  if (!ready) return null;
  return (
    <ModalDialog
      open
      onClose={onClose}
      headline={t('discount.friends.headline')}
      subheadline={t('discount.friends.subheadline')}
      closeLabel={t('discount.close')}
      placement="bottom"
      size="half"
      width="narrow"
    >
      <p>{t('discount.friends.text')}</p>
      <p>{t('discount.friends.replace')}</p>
    </ModalDialog>
  );
}
