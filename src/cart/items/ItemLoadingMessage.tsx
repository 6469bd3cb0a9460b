import { useT } from '../../i18n/use-t.js';
import type { MessageKey } from '../../i18n/message-key.js';
import type { ItemLoadingState } from '../../state/index.js';

const KEYS: Partial<Record<ItemLoadingState, MessageKey>> = {
  Loading: 'item.state.loading',
  LongLoading: 'item.state.longLoading',
  Offline: 'item.state.offline',
};

/** Tells screen readers (and, when it takes long or fails, everyone) what the item is waiting for. */
export function ItemLoadingMessage({ state }: { state: ItemLoadingState }) {
  const { t } = useT();
  const key = KEYS[state];
  return (
    <p role="status" data-item-status>
      {key ? t(key) : ''}
    </p>
  );
}
