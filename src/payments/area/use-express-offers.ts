// Which express buttons the area offers: a provider that is ready and a type the server says is available
// for this cart. What is offered is published for the sticky bar, and why a type is not, for tracking.
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { Cart } from '../../domain/index.js';
import {
  EXPRESS_PROVIDERS,
  availabilityQuery,
  offersExpressPayments,
  type ExpressPaymentType,
  type ExpressProvider,
} from '../../domain/payments/index.js';
import { expressAvailabilityAtom, expressButtonShownAtom } from '../../state/index.js';
import type { PaymentTracking } from '../../tracking/index.js';
import { availabilityView } from './availability-view.js';
import type { ExpressSetup } from './payments-config.js';
import type { ProviderStatus } from './provider-props.js';
import { useAvailabilityChecks } from './use-availability-checks.js';

type Statuses = Partial<Record<ExpressProvider, ProviderStatus>>;

export function useExpressOffers(setup: ExpressSetup, cart: Cart | null, tracking: PaymentTracking) {
  const publishAvailability = useSetAtom(expressAvailabilityAtom);
  const publishButtonShown = useSetAtom(expressButtonShownAtom);
  const [statuses, setStatuses] = useState<Statuses>({});
  const [walletTypes, setWalletTypes] = useState<readonly ExpressPaymentType[]>([]);

  const report = useCallback(
    (provider: ExpressProvider, status: ProviderStatus, types?: readonly ExpressPaymentType[]) => {
      setStatuses((now) => ({ ...now, [provider]: status }));
      if (types) setWalletTypes(types);
    },
    [],
  );

  // The server is asked about a type once its provider is there (the wallets' types are the device's).
  const types: ExpressPaymentType[] = [];
  if (statuses.stripe?.state === 'ready') types.push(...walletTypes);
  if (setup.paypal && statuses.paypal?.state !== 'unavailable') types.push('paypalExpress');
  if (setup.amazonPay && statuses.amazonPay?.state !== 'unavailable') types.push('amazonPayExpress');
  const query = cart && offersExpressPayments(cart) ? availabilityQuery(cart) : null;
  const checks = useAvailabilityChecks(types, query);

  const offers = (type: ExpressPaymentType, provider: ExpressProvider): boolean =>
    statuses[provider]?.state === 'ready' && checks[type]?.available === true && query !== null;
  const offeredWallets = walletTypes.filter((type) => offers(type, 'stripe'));
  const shown = {
    stripe: offeredWallets.length > 0,
    paypal: offers('paypalExpress', 'paypal'),
    amazonPay: offers('amazonPayExpress', 'amazonPay'),
  };
  const anyShown = shown.stripe || shown.paypal || shown.amazonPay;
  // The sticky bar offers the way here only while a button shows.
  useEffect(() => {
    publishButtonShown(anyShown);
    return () => publishButtonShown(false);
  }, [anyShown, publishButtonShown]);

  // Published for tracking: what each configured type's availability is, and why it is not offered.
  const configured = EXPRESS_PROVIDERS.filter((provider) => setup[provider] !== null);
  const view = availabilityView({ configured, statuses, checks, walletTypes });
  const published = JSON.stringify(view);
  useEffect(() => {
    const known = JSON.parse(published) as typeof view;
    publishAvailability(known);
    // A type the server refused, whose check failed or whose provider script did not come is tracked as
    // unavailable (once per page view); a wallet this device does not have is not a shop's problem.
    for (const [type, availability] of Object.entries(known)) {
      if (availability.status === 'done' && !availability.available && availability.reason !== 'device')
        tracking.paymentUnavailable(type);
    }
  }, [published, publishAvailability, tracking]);

  return { report, shown, offeredWallets, anyShown };
}
