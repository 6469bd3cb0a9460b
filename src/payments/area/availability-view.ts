// What the area publishes for tracking (expressAvailabilityAtom): each configured express type's
// availability, and why a type is not offered.
import type { ExpressPaymentType, ExpressProvider } from '../../domain/payments/index.js';
import type { ExpressAvailability } from '../../state/index.js';
import type { ProviderStatus } from './provider-props.js';
import type { AvailabilityCheck } from './use-availability-checks.js';

const WALLET_TYPES: readonly ExpressPaymentType[] = ['stripeApplePayExpress', 'stripeGooglePayExpress'];

export interface AvailabilityInputs {
  /** The configured providers. */
  configured: readonly ExpressProvider[];
  statuses: Partial<Record<ExpressProvider, ProviderStatus>>;
  checks: Partial<Record<ExpressPaymentType, AvailabilityCheck>>;
  /** The wallets the device has (once Stripe said so). */
  walletTypes: readonly ExpressPaymentType[];
}

function entry(
  status: ProviderStatus | undefined,
  check: AvailabilityCheck | undefined,
): ExpressAvailability {
  if (status?.state === 'unavailable') return { status: 'done', available: false, reason: status.reason };
  if (!check) return { status: 'notstarted', available: false };
  if (check.status !== 'done') return { status: check.status, available: check.available };
  if (check.failed) return { status: 'done', available: false, reason: 'check-failed' };
  return check.available
    ? { status: 'done', available: true }
    : { status: 'done', available: false, reason: 'server' };
}

/**
 * Each configured type: a wallet the device does not have is unavailable for the device; a provider whose
 * script did not come makes its types unavailable for the script; otherwise the server's check decides.
 */
export function availabilityView({
  configured,
  statuses,
  checks,
  walletTypes,
}: AvailabilityInputs): Partial<Record<ExpressPaymentType, ExpressAvailability>> {
  const view: Partial<Record<ExpressPaymentType, ExpressAvailability>> = {};
  if (configured.includes('stripe')) {
    const stripe = statuses.stripe;
    for (const type of WALLET_TYPES) {
      const deviceLacks = stripe?.state === 'ready' && !walletTypes.includes(type);
      view[type] = deviceLacks
        ? { status: 'done', available: false, reason: 'device' }
        : entry(stripe, checks[type]);
    }
  }
  if (configured.includes('paypal')) view.paypalExpress = entry(statuses.paypal, checks.paypalExpress);
  if (configured.includes('amazonPay'))
    view.amazonPayExpress = entry(statuses.amazonPay, checks.amazonPayExpress);
  return view;
}
