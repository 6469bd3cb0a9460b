import { css } from '@emotion/react';
import { useSyncExternalStore } from 'react';
import { onOutdatedChunk, outdatedChunk } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Notification } from '../../ui/Notification.js';

// Stays in view while the shopper scrolls: it explains why the button they just pressed did nothing.
const pinned = css`
  position: sticky;
  top: 0;
  z-index: 2;
`;

const noChunkGone = () => null;

/**
 * 'This page has been updated, please reload' (issue 21): shown once a lazy part of the cart is found
 * gone after a deploy (`OutdatedChunkError`), when no retry can help. The cart itself lives on the
 * server, so a reload loses nothing but a code typed and not yet sent. Its texts are in the core
 * catalogue: the extended one may be gone too.
 */
export function PageUpdatedNotice() {
  const { t } = useT();
  const outdated = useSyncExternalStore(onOutdatedChunk, outdatedChunk, noChunkGone);
  if (!outdated) return null;
  return (
    <div css={pinned}>
      <Notification variant="warning">
        <p data-notice="page-updated">{t('notices.pageUpdated')}</p>
        <Button variant="text" data-action="reload-page" onClick={() => window.location.reload()}>
          {t('notices.reloadPage')}
        </Button>
      </Notification>
    </div>
  );
}
