// The express checkout area (a lazy chunk): its heading (summary.express), one button per available express
// type, the failure of the last flow, and summary.or before the next-step button. Nothing shows until a button
// does.
import { css } from '@emotion/react';
import { useStore } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { messageLines } from '../i18n/message-lines.js';
import { useT } from '../i18n/use-t.js';
import {
  cartAtom,
  cartBusyAtom,
  expressFlowActiveAtom,
  expressFlowAtom,
  expressProcessingAtom,
  fragmentConfigAtom,
  requireConfig,
  useStoreValue,
} from '../state/index.js';
import { usePaymentTracking } from '../tracking/index.js';
import { Notification } from '../ui/Notification.js';
import { themeVar } from '../ui/theme.js';
import { AmazonPayButton } from './amazon-pay/AmazonPayButton.js';
import { createFlowStarter } from './area/express-flow.js';
import { readPaymentsConfig } from './area/payments-config.js';
import { ProcessingOverlay } from './area/ProcessingOverlay.js';
import { hostOf } from './area/provider-container.js';
import { useExpressOffers } from './area/use-express-offers.js';
import { PaypalButton } from './paypal/PaypalButton.js';
import { StripeWalletButton } from './stripe/StripeWalletButton.js';

const area = css`
  margin-top: 16px;
  h3 {
    font-size: 1.1rem;
    margin: 0 0 8px;
  }
  [data-buttons] {
    display: grid;
    gap: 8px;
  }
  [data-buttons] > [hidden] {
    display: none;
  }
  ::slotted([data-shop-cart-express]) {
    display: block;
    min-height: 48px;
  }
  ::slotted([data-disabled]) {
    opacity: 0.55;
  }
  [data-separator] {
    display: flex;
    align-items: center;
    gap: 12px;
    margin: 16px 0 0;
    color: ${themeVar('--shop-cart-color-muted')};
  }
  [data-separator]::before,
  [data-separator]::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${themeVar('--shop-cart-color-border')};
  }
`;

/** The area inside the summary's express slot, in the element's shadow root. */
export function ExpressCheckoutArea() {
  const { t } = useT();
  const store = useStore();
  const config = requireConfig(useStoreValue(fragmentConfigAtom));
  const cart = useStoreValue(cartAtom);
  const busy = useStoreValue(cartBusyAtom);
  const flowActive = useStoreValue(expressFlowActiveAtom);
  const flow = useStoreValue(expressFlowAtom);
  const processing = useStoreValue(expressProcessingAtom);
  // The area's own element: the host of its shadow root gets the providers' containers.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const host = useMemo(() => (anchor ? hostOf(anchor) : null), [anchor]);
  const setup = useMemo(
    () => readPaymentsConfig(config.payments, { tenant: config.tenant, nextStepUrl: config.nextStepUrl }),
    [config],
  );
  // A flow that starts is tracked as add_payment_info with the cart it started from; one that fails as a
  // notification (with the missing fields of the personal information).
  const tracking = usePaymentTracking();
  const starter = useMemo(
    () =>
      createFlowStarter(store, setup.nextUrl, {
        started: (startCart, paymentType) => tracking.paymentStarted(startCart, paymentType),
        ended: (paymentType, failure) => tracking.paymentFailed(paymentType, failure),
      }),
    [store, setup, tracking],
  );
  useEffect(() => {
    for (const warning of setup.warnings) console.warn(warning);
  }, [setup]);
  const { report, shown, offeredWallets, anyShown } = useExpressOffers(setup, cart, tracking);

  const disabled = busy || flowActive;
  // The providers' containers go into the host's light DOM: nothing to render before it is known.
  const common = host ? { host, nonce: config.nonce, starter, disabled, report } : null;
  const failureShows = flow.phase === 'failed' && flow.message !== null;
  return (
    <div css={area} data-express-area="" ref={setAnchor}>
      {anyShown && (
        <h3 id="express-checkout-heading" tabIndex={-1}>
          {t('summary.express')}
        </h3>
      )}
      <div data-buttons="" role="group" aria-labelledby={anyShown ? 'express-checkout-heading' : undefined}>
        {common && setup.stripe && (
          <StripeWalletButton
            {...common}
            config={setup.stripe}
            shown={shown.stripe}
            offered={offeredWallets}
            returnUrl={setup.returnUrl}
          />
        )}
        {common && setup.paypal && <PaypalButton {...common} config={setup.paypal} shown={shown.paypal} />}
        {common && setup.amazonPay && (
          <AmazonPayButton {...common} config={setup.amazonPay} shown={shown.amazonPay} />
        )}
      </div>
      {failureShows && flow.message && (
        <Notification variant="error">
          {messageLines(t, flow.message).map((line, index) => (
            <p key={index} data-express-error={index === 0 ? flow.failure?.kind : undefined}>
              {line}
            </p>
          ))}
        </Notification>
      )}
      {anyShown && <p data-separator="">{t('summary.or')}</p>}
      {processing && <ProcessingOverlay label={t('payment.processing')} />}
    </div>
  );
}
