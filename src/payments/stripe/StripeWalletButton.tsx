import { useStore } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type ExpressPaymentType, walletAmount } from '../../domain/payments/index.js';
import { cartAtom, useStoreValue } from '../../state/index.js';
import type { ExpressFlow } from '../area/express-flow.js';
import { ScriptLoadError } from '../area/load-script.js';
import type { ResolvedStripe } from '../area/payments-config.js';
import { ProviderSlot, useProviderButtonContainer } from '../area/provider-container.js';
import type { ProviderButtonProps } from '../area/provider-props.js';
import { useLatest } from '../area/use-latest.js';
import {
  loadStripeWallet,
  updateWalletAmount,
  walletTypeOf,
  walletTypesOf,
  type StripeWallet,
} from './stripe-wallet.js';
import { useFormats } from '../../i18n/use-formats.js';
import { payWithWallet } from './wallet-payment.js';

interface Props extends ProviderButtonProps<ResolvedStripe> {
  /** The wallet types the server offers for this cart: a click on another wallet is refused. */
  offered: readonly ExpressPaymentType[];
  returnUrl: string;
}

/**
 * The wallet buttons (Apple Pay, Google Pay) of Stripe's Express Checkout Element. The wallet's amount
 * follows every cart on screen; a click is refused while the cart changes, during another flow, or when
 * the wallet's amount is not the current total (which refreshes the cart).
 */
export function StripeWalletButton(props: Props) {
  const { config, nonce, starter, report, offered, returnUrl } = props;
  const store = useStore();
  const cart = useStoreValue(cartAtom);
  const container = useProviderButtonContainer(props, 'stripe');
  const [wallet, setWallet] = useState<StripeWallet | null>(null);
  // The amount the wallet holds (minor units): set only once Stripe took it.
  const amount = useRef<number | null>(null);
  const flow = useRef<ExpressFlow | null>(null);
  const { locale } = useFormats();
  const latest = useLatest({ offered, returnUrl, starter, report, locale });

  useEffect(() => {
    const total = store.get(cartAtom)?.total.gross;
    if (!container || !total) return undefined;
    let live = true;
    let loaded: StripeWallet | null = null;
    loadStripeWallet(config, { nonce, total, locale: latest.current.locale }).then(
      (ready) => {
        if (!live) return;
        loaded = ready;
        // The wallet was created with this total: a click before the effect below has run (the button is
        // on screen as soon as it mounts) then finds the amount it holds, not none, and is not refused.
        amount.current = walletAmount(total).amount;
        const { element } = ready;
        element.on('ready', ({ availablePaymentMethods }) => {
          const types = walletTypesOf(availablePaymentMethods);
          if (types.length === 0) latest.current.report('stripe', { state: 'unavailable', reason: 'device' });
          else latest.current.report('stripe', { state: 'ready' }, types);
        });
        element.on('loaderror', () => {
          // After a click the wallet failed under the shopper's hand: the flow says so, the button goes.
          flow.current?.fail(new ScriptLoadError(config.scriptUrl, 'error'), 'provider');
          latest.current.report('stripe', { state: 'unavailable', reason: 'script' });
        });
        element.on('click', (event) => {
          const type = walletTypeOf(event.expressPaymentType);
          const started =
            type && latest.current.offered.includes(type)
              ? latest.current.starter.start(type, amount.current)
              : null;
          flow.current = started;
          if (started) event.resolve();
          else event.reject();
        });
        element.on(
          'confirm',
          (event) => void payWithWallet(ready, flow.current, event, latest.current.returnUrl),
        );
        element.on('cancel', () => flow.current?.cancel());
        element.mount(container);
        setWallet(ready);
      },
      () => {
        if (live) latest.current.report('stripe', { state: 'unavailable', reason: 'script' });
      },
    );
    return () => {
      live = false;
      loaded?.element.destroy();
    };
  }, [store, container, config, nonce, latest]);

  // Every cart on screen sets the wallet's amount, also one refreshed after a refused click; in the commit
  // that shows the cart, so a click right after it finds the wallet's amount in step.
  useLayoutEffect(() => {
    if (!wallet || !cart) return;
    try {
      amount.current = updateWalletAmount(wallet, cart.total.gross);
    } catch {
      // Stripe refuses while its sheet is open: the amount stays, and a click on it refreshes.
    }
  }, [wallet, cart]);

  return <ProviderSlot provider="stripe" shown={props.shown} />;
}
