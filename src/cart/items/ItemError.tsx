import { useAtomValue } from 'jotai';
import { HOTLINE_KEY, needsHotline } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { itemChangeErrorAtom } from '../../state/index.js';

/**
 * The message of the item's last failed change, at its tile (spec point 8: the generic message with the
 * hotline amendment). The live region is always there, so the message is announced when it appears.
 */
export function ItemError({ itemId }: { itemId: string }) {
  const { t } = useT();
  const error = useAtomValue(itemChangeErrorAtom);
  const message = error?.itemId === itemId ? error.message : null;
  return (
    <div role="alert" data-item-error>
      {message && <p>{t(message.key, message.params)}</p>}
      {message && needsHotline(message.key) && <p>{t(HOTLINE_KEY)}</p>}
    </div>
  );
}
