import { MessageText } from '../notices/MessageText.js';
import type { ItemChangeError } from '../../state/index.js';

/**
 * The message of the item's last failed change, at its tile (the generic message with the hotline
 * amendment, spec point 8). Like the page's error notice it is an alert: screen readers announce it as it
 * appears, without the focus leaving the control the shopper used. A part of the tile.
 */
export function itemError(error: ItemChangeError | null) {
  if (!error) return null;
  return (
    <div role="alert" data-item-error>
      <MessageText message={error.message} />
    </div>
  );
}
