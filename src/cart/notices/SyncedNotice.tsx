import { useT } from '../../i18n/use-t.js';
import { cartSyncNoticeAtom, useAtom } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { Notification } from '../../ui/Notification.js';

/** 'Your cart was updated in another tab', until dismissed (which also drops `cartWasSynced`). */
export function SyncedNotice() {
  const { t } = useT();
  const [open, setOpen] = useAtom(cartSyncNoticeAtom);
  if (!open) return null;
  return (
    <Notification variant="success">
      <p data-notice="cart-synced">{t('notices.syncedFromOtherTab')}</p>
      <Button variant="text" onClick={() => setOpen(false)}>
        {t('notices.dismiss')}
      </Button>
    </Notification>
  );
}
