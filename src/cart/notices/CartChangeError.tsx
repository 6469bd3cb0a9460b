import { useAtomValue } from 'jotai';
import { useT } from '../../i18n/use-t.js';
import { cartChangeErrorAtom } from '../../state/index.js';
import { Notification } from '../../ui/Notification.js';

/**
 * The message of the last failed change; the cart below is the last good one. The generic message comes
 * with the hotline amendment (spec point 8).
 */
export function CartChangeError() {
  const { t } = useT();
  const error = useAtomValue(cartChangeErrorAtom);
  if (!error) return null;
  return (
    <Notification variant="error">
      <p>{t(error.key, error.params)}</p>
      {error.key === 'errors.generic' && <p>{t('errors.hotline')}</p>}
    </Notification>
  );
}
