import type { Translate } from '../../i18n/use-t.js';
import type { MessageKey } from '../../i18n/message-key.js';
import type { ItemLoadingState } from '../../state/index.js';

const KEYS: Partial<Record<ItemLoadingState, MessageKey>> = {
  Loading: 'item.state.loading',
  LongLoading: 'item.state.longLoading',
  Offline: 'item.state.offline',
};

/**
 * Tells screen readers (and, when it takes long or fails, everyone) what the item is waiting for. Once
 * its change was confirmed (Finished), the tile shows that briefly beside it, to the eye only
 * (ItemFinishedMark); the status region stays empty then: the cart's own announcer has said it. A part
 * of the tile.
 */
export function itemLoadingMessage(t: Translate, state: ItemLoadingState) {
  const key = KEYS[state];
  return (
    <p role="status" data-item-status>
      {key ? t(key) : ''}
    </p>
  );
}
