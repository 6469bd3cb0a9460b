import { MessageText } from '../notices/MessageText.js';
import { itemChangeErrorAtom, useStoreSelection } from '../../state/index.js';

/**
 * The message of the item's last failed change, at its tile (the generic message with the hotline
 * amendment, spec point 8). Like the page's error notice it is an alert: screen readers announce it as it
 * appears, without the focus leaving the control the shopper used.
 */
export function ItemError({ itemId }: { itemId: string }) {
  // Only the tile whose item failed renders when the error comes or goes.
  const error = useStoreSelection(itemChangeErrorAtom, (shown) => (shown?.itemId === itemId ? shown : null));
  if (!error) return null;
  const { message } = error;
  return (
    <div role="alert" data-item-error>
      <MessageText message={message} />
    </div>
  );
}
