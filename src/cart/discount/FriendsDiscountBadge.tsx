import { css } from '@emotion/react';
import { Suspense } from 'react';
import { showsFriendsBadge, type CartItem } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { lazyModule, useLazyModal } from '../../ui/Modal.js';
import { themeVar } from '../../ui/theme.js';
import type { FriendsDiscountModalProps } from './FriendsDiscountModal.js';

const badge = css`
  display: inline-block;
  margin: 4px 0;
  padding: 2px 8px;
  border: 1px solid ${themeVar('--shop-cart-color-brand')};
  border-radius: ${themeVar('--shop-cart-radius')};
  background: ${themeVar('--shop-cart-color-surface')};
  color: ${themeVar('--shop-cart-color-brand')};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
`;

const friendsModal = lazyModule<FriendsDiscountModalProps>(() => import('./FriendsDiscountModal.js'));

/**
 * The badge discount.friends.badge on tiles of experiences that offer the friends discount; a
 * click opens the modal that explains the offer (its code loads then).
 */
export function FriendsDiscountBadge({ item }: { item: CartItem }) {
  const { t } = useT();
  const modal = useLazyModal(friendsModal.prefetch);
  if (!showsFriendsBadge(item)) return null;
  return (
    <>
      <button type="button" css={badge} data-friends-badge="" {...modal.openerProps}>
        {t('discount.friends.badge')}
      </button>
      {modal.isOpen && (
        <Suspense fallback={null}>
          <friendsModal.Component onClose={modal.close} />
        </Suspense>
      )}
    </>
  );
}
