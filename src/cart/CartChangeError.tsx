import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { cartChangeErrorAtom } from '../state/index.js';
import { Notification } from '../ui/Notification.js';

/** The message of the last failed change; the cart below is the last good one. */
export function CartChangeError() {
  const { t } = useTranslation();
  const error = useAtomValue(cartChangeErrorAtom);
  if (!error) return null;
  return (
    <Notification variant="error">
      <p>{t(error.key, error.params)}</p>
    </Notification>
  );
}
