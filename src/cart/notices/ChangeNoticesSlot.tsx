import { lazy, Suspense } from 'react';
import type { CartChangeset } from '../../domain/index.js';
import { loadChunk } from '../../domain/load-chunk.js';
import { useT } from '../../i18n/use-t.js';
import { cartChangesetAtom, useAtom } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { Notification } from '../../ui/Notification.js';

/** The titles a changeset names, for the plain notice. */
const changedTitles = ({ changes }: CartChangeset): string[] =>
  [
    ...(changes.removedItems ?? []),
    ...(changes.priceIncreasedItems ?? []),
    ...(changes.priceDecreasedItems ?? []),
    ...(changes.removedShippingMethods ?? []),
    ...(changes.outdatedAppointments ?? []),
  ].map((change) => change.title);

/**
 * What can be shown when the notices' chunk cannot be loaded (spec point 8): the heading and the titles
 * of what changed, with the core texts only.
 */
function PlainChangeNotice() {
  const { t } = useT();
  const [changeset, setChangeset] = useAtom(cartChangesetAtom);
  if (!changeset) return null;
  return (
    <Notification variant="warning">
      <section aria-labelledby="shop-cart-changes" data-notice="cart-changes">
        <h2 id="shop-cart-changes">{t('notices.heading')}</h2>
        <ul>
          {changedTitles(changeset).map((title, index) => (
            <li key={index}>{title}</li>
          ))}
        </ul>
      </section>
      <Button variant="text" onClick={() => setChangeset(null)}>
        {t('notices.dismiss')}
      </Button>
    </Notification>
  );
}

// Most visits bring no changes: the notices and their rules are a chunk, loaded when needed; their texts
// are in the core catalogue.
const CartChangeNotices = lazy(() =>
  loadChunk(() => import('./CartChangeNotices.js')).then(
    (module) => ({ default: module.CartChangeNotices }),
    () => ({ default: PlainChangeNotice }),
  ),
);

/** Where the cart-change notices appear once a cart answer reported changes. */
export function ChangeNoticesSlot() {
  const [changeset] = useAtom(cartChangesetAtom);
  if (!changeset) return null;
  return (
    <Suspense fallback={null}>
      <CartChangeNotices />
    </Suspense>
  );
}
