// The wallet's confirm: what happens between the shopper's approval in the wallet's sheet and the next
// step (spec point 7): validate-personal-information, create-payment-session, then confirm with Stripe.
import type { StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { type PersonalInformation } from '../../domain/index.js';
import { personalInfoFromPayer } from '../../domain/payments/index.js';
import type { ExpressFlow } from '../area/express-flow.js';
import { ExpressFlowError, walletMissingFields } from '../area/flow-failure.js';
import type { StripeWallet } from './stripe-wallet.js';

/** The personal information the wallet handed over about its payer. */
export function payerInfo(event: StripeExpressCheckoutElementConfirmEvent): PersonalInformation {
  const details = event.billingDetails;
  const address = details?.address;
  return personalInfoFromPayer({
    name: details?.name,
    email: details?.email,
    phone: details?.phone,
    address: address && {
      line1: address.line1,
      line2: address.line2,
      postalCode: address.postal_code,
      city: address.city,
      country: address.country,
    },
  });
}

/**
 * Pays the approved wallet payment: the loading overlay, the card-wallet rule (e-mail and billing
 * address), the server's validation, the payment session, Stripe's confirmation with the session's client
 * secret, then the next step. Any failure closes the wallet's sheet as failed and shows on the cart.
 */
export async function payWithWallet(
  wallet: StripeWallet,
  flow: ExpressFlow | null,
  event: StripeExpressCheckoutElementConfirmEvent,
  returnUrl: string,
): Promise<void> {
  if (!flow?.isCurrent()) {
    event.paymentFailed({ reason: 'fail' });
    return;
  }
  try {
    flow.approve();
    const info = payerInfo(event);
    const missing = walletMissingFields(info);
    if (missing.length > 0) throw new ExpressFlowError({ kind: 'missingFields', fields: missing });
    await flow.run('provider', async () => {
      const { error } = await wallet.elements.submit();
      if (error) throw new ExpressFlowError({ kind: 'provider' });
    });
    await flow.validate(info);
    const { stripeClientSecret } = await flow.createSession();
    if (!stripeClientSecret) throw new ExpressFlowError({ kind: 'session' });
    const result = await flow.run('provider', () =>
      wallet.stripe.confirmPayment({
        elements: wallet.elements,
        clientSecret: stripeClientSecret,
        confirmParams: { return_url: new URL(returnUrl, window.location.href).href },
        redirect: 'if_required',
      }),
    );
    if (result.error) throw new ExpressFlowError({ kind: 'provider' });
    flow.finish(info);
  } catch (error) {
    event.paymentFailed({ reason: 'fail' });
    // Stripe's calls ran as 'provider' steps: what reaches here undecided is the flow's own error.
    flow.fail(error, 'flow');
  }
}
