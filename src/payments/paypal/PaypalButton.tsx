import type { OnInitActions } from '@paypal/paypal-js';
import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { fetchPaypalOrder } from '../../api/index.js';
import type { PaypalConfig } from '../../domain/index.js';
import { cartAtom } from '../../state/index.js';
import type { ExpressFlow } from '../area/express-flow.js';
import { ExpressFlowError } from '../area/flow-failure.js';
import { ProviderSlot, useProviderButtonContainer } from '../area/provider-container.js';
import type { ProviderButtonProps } from '../area/provider-props.js';
import { useLatest } from '../area/use-latest.js';
import { useFormats } from '../../i18n/use-formats.js';
import { loadPaypal } from './paypal-sdk.js';

/**
 * PayPal's button. The click starts the flow (refused while the cart changes or another flow runs); the
 * order is created by create-payment-session; on approval the order's payer (e-mail, billing address) is
 * validated on the server before the next step.
 */
export function PaypalButton(props: ProviderButtonProps<PaypalConfig>) {
  const { config, nonce, starter, disabled, report } = props;
  const store = useStore();
  const container = useProviderButtonContainer(props, 'paypal');
  const actions = useRef<OnInitActions | null>(null);
  const flow = useRef<ExpressFlow | null>(null);
  // Whether PayPal asked for the current flow's order: an error before is its SDK failing at the click.
  const ordered = useRef(false);
  const { locale } = useFormats();
  const latest = useLatest({ starter, report, disabled, locale });

  useEffect(() => {
    void (disabled ? actions.current?.disable() : actions.current?.enable());
  }, [disabled]);

  useEffect(() => {
    const currency = store.get(cartAtom)?.total.gross.currencyCode;
    if (!container || !currency) return undefined;
    let live = true;
    let close: (() => Promise<void>) | undefined;
    const unavailable = () => {
      if (live) latest.current.report('paypal', { state: 'unavailable', reason: 'script' });
    };
    // The language the cart had when the buttons loaded (PayPal's SDK is loaded once per page).
    loadPaypal(config, { nonce, currency, locale: latest.current.locale })
      .then(async (paypal) => {
        if (!live || !paypal.Buttons) return;
        const buttons = paypal.Buttons({
          fundingSource: paypal.FUNDING?.PAYPAL ?? 'paypal',
          style: {
            height: 48,
            layout: 'horizontal',
            label: 'paypal',
            tagline: false,
            color: 'gold',
            shape: 'rect',
          },
          onInit: (_data, initActions) => {
            actions.current = initActions;
            void (latest.current.disabled ? initActions.disable() : initActions.enable());
          },
          onClick: (_data, clickActions) => {
            flow.current = latest.current.starter.start('paypalExpress');
            ordered.current = false;
            return flow.current ? clickActions.resolve() : clickActions.reject();
          },
          createOrder: async () => {
            const current = flow.current;
            if (!current?.isCurrent()) throw new ExpressFlowError({ kind: 'cancelled' });
            ordered.current = true;
            try {
              const { paypalOrderId } = await current.createSession();
              if (!paypalOrderId) throw new ExpressFlowError({ kind: 'session' });
              return paypalOrderId;
            } catch (error) {
              // PayPal hands the error on to onError as it likes: the flow keeps the real failure.
              current.fail(error, 'session');
              throw error;
            }
          },
          onApprove: async (data) => {
            const current = flow.current;
            if (!current) return;
            try {
              current.approve();
              const info = await current.run('order', () => fetchPaypalOrder(current.client, data.orderID));
              await current.validate(info);
              current.finish(info);
            } catch (error) {
              // The steps' failures are decided; anything else is the flow's own unexpected error.
              current.fail(error, 'flow');
            }
          },
          onCancel: () => flow.current?.cancel(),
          // Before PayPal asked for the order its SDK failed at the click (unavailable); later it is
          // PayPal's own error report (the generic PayPal express error).
          onError: (error) => flow.current?.fail(error, ordered.current ? 'providerError' : 'provider'),
        });
        if (!buttons.isEligible()) {
          if (live) latest.current.report('paypal', { state: 'unavailable', reason: 'device' });
          return;
        }
        close = () => buttons.close();
        await buttons.render(container);
        if (live) latest.current.report('paypal', { state: 'ready' });
      })
      .catch(unavailable);
    return () => {
      live = false;
      actions.current = null;
      void close?.().catch(() => undefined);
    };
  }, [store, container, config, nonce, latest]);

  return <ProviderSlot provider="paypal" shown={props.shown} />;
}
