import type { ExpressPaymentType, ExpressProvider } from '../../domain/payments/index.js';
import type { UnavailableReason } from '../../state/index.js';
import type { FlowStarter } from './express-flow.js';

/** Where a provider's button is: loading its script, ready to show, or not offered (and why). */
export type ProviderStatus =
  { state: 'loading' } | { state: 'ready' } | { state: 'unavailable'; reason: UnavailableReason };

/** What the area gives each provider's button. */
export interface ProviderButtonProps<TConfig> {
  config: TConfig;
  /** The host element; the button's container goes into its light DOM. */
  host: HTMLElement;
  /** The page's CSP nonce (the element's, as its styles take it): on the provider's script elements. */
  nonce: string | undefined;
  starter: FlowStarter;
  /** The server and the provider both offer the type: the button shows. */
  shown: boolean;
  /** A cart change or another flow is in flight: the button takes no click. */
  disabled: boolean;
  /** Tells the area how the provider is doing; the wallet also tells which express types the device has. */
  report: (
    provider: ExpressProvider,
    status: ProviderStatus,
    walletTypes?: readonly ExpressPaymentType[],
  ) => void;
}
