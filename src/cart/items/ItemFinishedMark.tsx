import { useT } from '../../i18n/use-t.js';

/**
 * The tile's brief confirmation that the server took the shopper's change of the item (loading state
 * Finished, FINISHED_FOR_MS): a check mark and 'Aktualisiert'.
 *
 * Visual only (aria-hidden, and no live region): the cart-wide live region (CartAnnouncer) already
 * announces every confirmed change of the shopper's once, politely, and says more (the item, its new
 * quantity, the total). Announcing 'Aktualisiert' from the tile too would say the change twice, and a text
 * that a screen reader's cursor could land on and that is gone two seconds later helps nobody.
 */
export function ItemFinishedMark() {
  const { t } = useT();
  return (
    <p data-item-finished aria-hidden="true">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path
          d="M3 8.5l3.2 3.2L13 4.8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('item.state.finished')}
    </p>
  );
}
