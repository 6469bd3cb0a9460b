import { useEffect, useRef } from 'react';
import { cartChangeErrorAtom, cartChangeErrorFocusAtom, useAtomValue } from '../../state/index.js';
import { Notification } from '../../ui/Notification.js';
import { MessageText } from './MessageText.js';

/**
 * The message of the last failed change not tied to an item on screen (a change of an item shows at its
 * tile: ItemError); the cart below is the last good one. The generic message comes with the hotline
 * amendment (spec point 8). When the failed item left the cart, the focus moves here.
 */
export function CartChangeError() {
  const error = useAtomValue(cartChangeErrorAtom);
  const focusRequests = useAtomValue(cartChangeErrorFocusAtom);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequests > 0) box.current?.focus();
  }, [focusRequests]);
  if (!error) return null;
  return (
    <div ref={box} tabIndex={-1} data-cart-change-error>
      <Notification variant="error">
        <MessageText message={error} />
      </Notification>
    </div>
  );
}
