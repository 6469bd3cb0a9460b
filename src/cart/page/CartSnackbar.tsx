import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { messageLines } from '../../i18n/message-lines.js';
import { useT } from '../../i18n/use-t.js';
import {
  closeSnackbarAtom,
  snackbarAtom,
  showKeptWishlistMovedAtom,
  useStoreValue,
} from '../../state/index.js';
import { Snackbar, type SnackbarPosition } from '../../ui/Snackbar.js';
import { useRoomForStickyBar } from '../sticky-bar/use-bar-height.js';

/** The cart's snackbar: shows what `openSnackbarAtom` opened, with its texts from the catalogue. */
export function CartSnackbar({ position = 'bottom' }: { position?: SnackbarPosition }) {
  const { t } = useT();
  const content = useStoreValue(snackbarAtom);
  const close = useSetAtom(closeSnackbarAtom);
  const showKept = useSetAtom(showKeptWishlistMovedAtom);
  const region = useRef<HTMLDivElement>(null);
  useRoomForStickyBar(region);
  // A success snackbar carried across the reload after the last item moved to the wishlist.
  useEffect(() => showKept(), [showKept]);
  const message = content && {
    id: content.id,
    variant: content.variant,
    text: messageLines(t, content.message).join(' '),
    accessibilityText: t(`notices.snackbar.${content.variant}`),
    link: content.link && { href: content.link.href, label: t(content.link.label.key) },
  };
  return (
    <Snackbar
      ref={region}
      message={message}
      position={position}
      closeLabel={t('notices.snackbar.close')}
      onClose={close}
    />
  );
}
