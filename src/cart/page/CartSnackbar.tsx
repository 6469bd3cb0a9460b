import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { messageLines } from '../../i18n/message-lines.js';
import { useT } from '../../i18n/use-t.js';
import {
  closeSnackbarAtom,
  snackbarAtom,
  showKeptWishlistMovedAtom,
  useAtomValue,
} from '../../state/index.js';
import { Snackbar, type SnackbarPosition } from '../../ui/Snackbar.js';

/** The cart's snackbar: shows what `openSnackbarAtom` opened, with its texts from the catalogue. */
export function CartSnackbar({ position = 'bottom' }: { position?: SnackbarPosition }) {
  const { t } = useT();
  const content = useAtomValue(snackbarAtom);
  const close = useSetAtom(closeSnackbarAtom);
  const showKept = useSetAtom(showKeptWishlistMovedAtom);
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
      message={message}
      position={position}
      closeLabel={t('notices.snackbar.close')}
      onClose={close}
    />
  );
}
