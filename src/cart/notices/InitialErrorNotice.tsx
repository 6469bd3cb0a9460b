import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { CART_QUERY_PARAMS } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { MessageText } from './MessageText.js';
import { initialErrorAtom, showInitialErrorAtom, useStoreAtom } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { Notification } from '../../ui/Notification.js';
import { readPageParam, writePageParam } from '../fragment/startup/page-url.js';

/**
 * The error the page was opened with (query parameter `error`, spec points 2 and 8): shown with the same
 * message as the server code, until dismissed, which also removes the parameter from the URL.
 */
export function InitialErrorNotice() {
  const { t } = useT();
  const [message, setMessage] = useStoreAtom(initialErrorAtom);
  const showInitialError = useSetAtom(showInitialErrorAtom);

  useEffect(() => {
    const code = readPageParam(CART_QUERY_PARAMS.error);
    if (code === null) return;
    const shown = new AbortController();
    void showInitialError(code, shown.signal);
    return () => shown.abort();
  }, [showInitialError]);

  if (!message) return null;
  return (
    <Notification variant="error">
      <MessageText message={message} first={{ 'data-notice': 'initial-error' }} />
      <Button
        variant="text"
        onClick={() => {
          setMessage(null);
          writePageParam(CART_QUERY_PARAMS.error, null);
        }}
      >
        {t('notices.dismiss')}
      </Button>
    </Notification>
  );
}
