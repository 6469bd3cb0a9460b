import { css } from '@emotion/react';
import { useSetAtom } from 'jotai';
import { useT } from '../../i18n/use-t.js';
import { cartStatusAtom, expressProcessingAtom, loadCartAtom, useStoreValue } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { LoadingIndicator } from '../../ui/LoadingIndicator.js';
import { Notification } from '../../ui/Notification.js';
import { mediaFrom } from '../../ui/theme.js';
import { CartChangeError } from '../notices/CartChangeError.js';
import { CartTitle } from './CartTitle.js';
import { EmptyCart } from './EmptyCart.js';
import { CartItemList } from '../items/CartItemList.js';
import { ITEMS_HEADING_ID } from '../items/after-tile-left.js';
import { NextStepButton } from '../summary/NextStepButton.js';
import { CartSummary } from '../summary/CartSummary.js';
import { SUMMARY_HEADING_ID } from '../summary/summary-heading.js';
import { ExpressCheckoutSlot } from '../summary/ExpressCheckoutSlot.js';
import { DiscountSection } from '../discount/DiscountSection.js';
import { LoyaltySection } from '../loyalty/LoyaltySection.js';
import { RedemptionInfoBox } from '../vouchers/RedemptionInfoBox.js';
import { CONNECTION_ERROR_KEY, showsRedemptionInfo, type Cart } from '../../domain/index.js';
import type { MessageKey } from '../../i18n/message-key.js';
import { ChangeNoticesSlot } from '../notices/ChangeNoticesSlot.js';
import { InitialErrorNotice } from '../notices/InitialErrorNotice.js';
import { SyncedNotice } from '../notices/SyncedNotice.js';
import { ShippingSection } from '../shipping/ShippingSection.js';
import { StickyBar } from '../sticky-bar/StickyBar.js';
import { useShownAfterFirstPaint } from '../first-paint/index.js';

const layout = css`
  display: grid;
  /* Not min-content wide: at a large text size a long word must not widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${mediaFrom.xl} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const heading = css`
  font-size: 1.25rem;
  margin: 0 0 12px;
`;

/**
 * A failed first load is no failed input: it gets its own text, except when the connection is lost,
 * which says so (the shopper can fix that).
 */
const loadFailureKey = (key: MessageKey): MessageKey =>
  key === CONNECTION_ERROR_KEY ? key : 'cart.loadFailed';

/** The cart page: loading, failed, empty, or the items beside the summary. */
export function CartPage() {
  const { t } = useT();
  const status = useStoreValue(cartStatusAtom);
  // Once an express payment was approved, the whole cart is busy until the page goes to the next step.
  const processing = useStoreValue(expressProcessingAtom);
  const loadCart = useSetAtom(loadCartAtom);

  if (status.status === 'loading') return <LoadingIndicator label={t('cart.loading')} />;
  if (status.status === 'failed') {
    return (
      <Notification variant="error">
        <p data-notice="load-failed">{t(loadFailureKey(status.error.key))}</p>
        <Button variant="text" onClick={() => void loadCart()}>
          {t('cart.retry')}
        </Button>
      </Notification>
    );
  }
  const { cart } = status;
  if (cart.items.length === 0) {
    return (
      <>
        <InitialErrorNotice />
        <ChangeNoticesSlot />
        <SyncedNotice />
        <EmptyCart />
      </>
    );
  }
  return <FilledCart cart={cart} processing={processing} />;
}

/**
 * The items beside the summary. Below the tiles on a phone, the summary and the shipping methods come
 * right after the first paint of a fresh render (use-shown-after-first-paint.ts), in the same transition
 * as the tiles after the first four (CartItemList.tsx): both start as the filled cart first renders, also
 * when the cart comes from the API after the loading indicator.
 */
function FilledCart({ cart, processing }: { cart: Cart; processing: boolean }) {
  const { t } = useT();
  const belowTilesShown = useShownAfterFirstPaint();
  return (
    <div part="cart" aria-busy={processing || undefined}>
      <CartTitle />
      <InitialErrorNotice />
      <ChangeNoticesSlot />
      <SyncedNotice />
      <CartChangeError />
      <div css={layout}>
        <div>
          <section part="items" aria-labelledby={ITEMS_HEADING_ID}>
            <h2 id={ITEMS_HEADING_ID} css={heading} tabIndex={-1}>
              {t('cart.contents')}
            </h2>
            <CartItemList items={cart.items} />
          </section>
          {belowTilesShown && <ShippingSection cart={cart} />}
        </div>
        {belowTilesShown && (
          <aside part="summary" aria-labelledby={SUMMARY_HEADING_ID}>
            <CartSummary cart={cart} />
            <DiscountSection />
            <LoyaltySection />
            <ExpressCheckoutSlot />
            <NextStepButton />
            {showsRedemptionInfo(cart) && <RedemptionInfoBox />}
            {/* The host's own content (light DOM, styled by the page, never read here). */}
            <slot name="summary-end" />
          </aside>
        )}
      </div>
      <StickyBar cart={cart} />
    </div>
  );
}
