import { useStore } from 'jotai';
import { useEffect } from 'react';
import { fetchAmazonMerchant, prepareAmazonPaySession } from '../../api/index.js';
import { cartAtom, httpClientAtom } from '../../state/index.js';
import type { ResolvedAmazonPay } from '../area/payments-config.js';
import { ProviderSlot, useProviderButtonContainer } from '../area/provider-container.js';
import type { ProviderButtonProps } from '../area/provider-props.js';
import { useLatest } from '../area/use-latest.js';
import { amazonButtonOptions, loadAmazonPay, type AmazonPayButtonHandle } from './amazon-checkout.js';

/**
 * Amazon Pay's button. The merchant (sandbox flag, merchant id) comes from the server; the click starts
 * the flow, prepares the signed session for the current total, shows the overlay and hands over to Amazon
 * Pay's checkout, which leaves the page (to Amazon, then to the return URL the session names).
 */
export function AmazonPayButton(props: ProviderButtonProps<ResolvedAmazonPay>) {
  const { config, nonce, starter, report } = props;
  const store = useStore();
  const container = useProviderButtonContainer(props, 'amazonPay');
  const latest = useLatest({ starter, report });

  useEffect(() => {
    const currency = store.get(cartAtom)?.total.gross.currencyCode;
    if (!container || !currency) return undefined;
    let live = true;
    const controller = new AbortController();
    const client = store.get(httpClientAtom);

    const pay = (button: AmazonPayButtonHandle) => {
      const flow = latest.current.starter.start('amazonPayExpress');
      const cart = store.get(cartAtom);
      if (!flow || !cart) return;
      void (async () => {
        try {
          const { amount, currencyCode } = cart.total.gross;
          const session = await flow.run('session', () =>
            prepareAmazonPaySession(flow.client, { amount, currency: currencyCode }),
          );
          flow.approve();
          // checkout.js throwing here is Amazon Pay unavailable at the click (the flow's provider step).
          await flow.run('provider', async () =>
            button.initCheckout({
              createCheckoutSessionConfig: {
                payloadJSON: session.payloadJSON,
                signature: session.signature,
                publicKeyId: session.publicKeyId ?? config.publicKeyId,
              },
            }),
          );
          flow.finish(null, { navigate: false });
        } catch (error) {
          flow.fail(error, 'flow');
        }
      })();
    };

    // The merchant comes from the server: its call failing is a failed check, not a failed script.
    let reason: 'script' | 'check-failed' = 'script';
    const merchant = fetchAmazonMerchant(client, controller.signal).catch((error: unknown) => {
      reason = 'check-failed';
      throw error;
    });
    Promise.all([merchant, loadAmazonPay(config, nonce)])
      .then(([merchant, amazonPay]) => {
        if (!live) return;
        const button = amazonPay.renderButton(
          `#${container.id}`,
          amazonButtonOptions(config, merchant, currency),
        );
        button.onClick(() => pay(button));
        latest.current.report('amazonPay', { state: 'ready' });
      })
      .catch(() => {
        if (live) latest.current.report('amazonPay', { state: 'unavailable', reason });
      });
    return () => {
      live = false;
      controller.abort();
    };
  }, [store, container, config, nonce, latest]);

  return <ProviderSlot provider="amazonPay" shown={props.shown} />;
}
