import { css } from '@emotion/react';
import { useRef } from 'react';
import { type Cart } from '../../domain/index.js';
import { useFormats } from '../../i18n/use-formats.js';
import { useT } from '../../i18n/use-t.js';
import { expressButtonShownAtom, useStoreValue } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { mediaFrom, themeVar } from '../../ui/theme.js';
import { NextStepButton } from '../summary/NextStepButton.js';
import { scrollToExpressCheckout } from './scroll-to-express.js';
import { useBarHeight, useRoomForStickyBar } from './use-bar-height.js';
import { useKeepFocusVisible } from './use-keep-focus-visible.js';
import { useOverlayHidesBar } from './use-overlay-hides-bar.js';

const bar = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 900;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'total express' 'next next';
  align-items: center;
  gap: 8px 12px;
  padding: 8px 16px calc(8px + env(safe-area-inset-bottom, 0px));
  background: ${themeVar('--shop-cart-color-surface')};
  border-top: 1px solid ${themeVar('--shop-cart-color-border')};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 12%);
  &[hidden] {
    display: none;
  }
  ${mediaFrom.lg} {
    display: none;
  }
  /* A short viewport (a page zoomed to 400 %, a phone on its side) keeps its height for the content; the
     summary below the items has the total and the next step (WCAG 1.4.10). */
  @media (max-height: 400px) {
    display: none;
  }
  p {
    grid-area: total;
    margin: 0;
    display: grid;
    line-height: 1.25;
  }
  p span {
    font-size: 0.85rem;
    color: ${themeVar('--shop-cart-color-muted')};
  }
  [data-action='to-express'] {
    grid-area: express;
  }
  [part='sticky-next-step'] {
    grid-area: next;
    width: 100%;
  }
`;

// As much room at the end of the page as the bar takes, so the last content scrolls above it.
const spacer = css`
  height: var(--shop-cart-sticky-bar-height, 0px);
`;

/**
 * The bottom bar on narrow screens (spec point 2): the total, a button to the express checkout area (only
 * while the area shows a payment button) and
 * the next-step button (disabled during changes, like the summary's). An open dropdown overlay hides it
 * (above 0.6 visible, back below 0.25); it never covers the focused element or the snackbar.
 */
export function StickyBar({ cart }: { cart: Cart }) {
  const { t } = useT();
  const f = useFormats();
  const ref = useRef<HTMLDivElement>(null);
  const room = useRef<HTMLDivElement>(null);
  const hidden = useOverlayHidesBar();
  const expressOffered = useStoreValue(expressButtonShownAtom);
  useBarHeight(ref);
  useRoomForStickyBar(room);
  useKeepFocusVisible(ref);
  return (
    <>
      <div ref={room} css={spacer} data-sticky-spacer aria-hidden="true" />
      <div
        ref={ref}
        css={bar}
        part="sticky-bar"
        role="region"
        aria-label={t('cart.stickyBar.label')}
        hidden={hidden}
      >
        <p>
          <span>{t('cart.stickyBar.total')}</span>{' '}
          <strong data-sticky-total>{f.money(cart.total.gross)}</strong>
        </p>
        {expressOffered && (
          <Button
            variant="outlined"
            size="small"
            data-action="to-express"
            onClick={(event) => scrollToExpressCheckout(event.currentTarget)}
          >
            {t('cart.stickyBar.toExpress')}
          </Button>
        )}
        <NextStepButton sticky />
      </div>
    </>
  );
}
