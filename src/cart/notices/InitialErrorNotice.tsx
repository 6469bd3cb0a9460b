import { useStore } from 'jotai';
import { useEffect } from 'react';
import { CART_QUERY_PARAMS, GENERIC_ERROR_KEY } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { MessageText } from './MessageText.js';
import { initialErrorAtom, resolveMessage, type Message, useAtom } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { Notification } from '../../ui/Notification.js';
import { readPageParam, writePageParam } from '../fragment/startup/page-url.js';
import { loadChunk } from '../../domain/load-chunk.js';

/**
 * The error the page was opened with (query parameter `error`, spec points 2 and 8): shown with the same
 * message as the server code, until dismissed, which also removes the parameter from the URL.
 */
export function InitialErrorNotice() {
  const { t } = useT();
  const store = useStore();
  const [message, setMessage] = useAtom(initialErrorAtom);

  useEffect(() => {
    const code = readPageParam(CART_QUERY_PARAMS.error);
    if (code === null) return;
    let current = true;
    void loadChunk(() => import('../../domain/errors.js'))
      .then(({ messageKeyForError }) => resolveMessage(store.get, { key: messageKeyForError(code) }))
      .catch((): Message => ({ key: GENERIC_ERROR_KEY }))
      .then((resolved) => {
        if (current) store.set(initialErrorAtom, resolved);
      });
    return () => {
      current = false;
    };
  }, [store]);

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
