import type { MessageKey } from '../../i18n/message-key.js';
import { useT } from '../../i18n/use-t.js';
import type { ModalPlacement, ModalProps } from '../../ui/Modal.js';

interface Frame {
  headline: MessageKey;
  subheadline: MessageKey;
  placement: ModalPlacement;
}

/** The two discount modals' titles and placement: the friends-discount explanation and the old design's entry. */
const FRAMES = {
  friends: {
    headline: 'discount.friends.headline',
    subheadline: 'discount.friends.subheadline',
    placement: 'bottom',
  },
  legacy: { headline: 'discount.modalHeadline', subheadline: 'discount.rules', placement: 'centred' },
} as const satisfies Record<string, Frame>;

/**
 * The props of the dialog both discount modals show (lazy chunks, which alone may import ModalDialog):
 * open, half height, narrow, closed by 'discount.close'.
 */
export function useDiscountModalFrame(kind: keyof typeof FRAMES, onClose: () => void): ModalProps {
  const { t } = useT();
  const frame: Frame = FRAMES[kind];
  return {
    open: true,
    onClose,
    headline: t(frame.headline),
    subheadline: t(frame.subheadline),
    closeLabel: t('discount.close'),
    placement: frame.placement,
    size: 'half',
    width: 'narrow',
  };
}
