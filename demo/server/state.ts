// The in-memory state of one visitor: the cart's raw parts (prices in integer minor units), the
// wishlist, and what the test endpoints record or arm.
import type {
  Appointment,
  CartChangeType,
  CartChangeset,
  CartMode,
  PackagingOption,
  Product,
  SelectedPackaging,
  ShippingMethodId,
  Tenant,
} from '../../src/domain/index.js';
import type { PaymentType } from '../../src/domain/payments/index.js';
import type { FaultKind } from './fault-kinds.js';
import type { PaymentStandIns } from './payment-stand-ins.js';

/** One line of the cart as the server keeps it; `product.price` is the current price. */
export interface StoredItem {
  id: string;
  product: Product;
  quantity: number;
  experienceId?: string;
  appointment?: Appointment;
  availablePackagingOptions: PackagingOption[];
  selectedPackaging?: SelectedPackaging;
  additionalServices?: { title: string }[];
}

/** A discount code applied to the cart (one at a time). */
export interface AppliedCoupon {
  code: string;
  campaign: string;
  /** Percent off eligible items, or a fixed amount off in minor units. */
  percent?: number;
  fixedCents?: number;
}

/** A value voucher applied in the redemption flow. */
export interface StoredVoucher {
  id: string;
  code: string;
  balanceCents: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  at: string;
}

export interface RecordedEvent {
  path: string;
  body: unknown;
  at: string;
}

export interface RecordedErrorReport {
  path: string;
  /** The envelope header, then each item header with its payload, as parsed JSON where possible. */
  envelope: unknown[];
  at: string;
}

export interface ArmedFault {
  path: string;
  fault: FaultKind;
  delayMs: number;
  /** For the 'error' fault: the server error code to answer with. */
  code?: number;
  remaining: number;
}

/** A raw answer armed by POST /api/test/next-answer for the next calls of a path. */
export interface CannedAnswer {
  path: string;
  status: number;
  /** The JSON body exactly as given. */
  body: unknown;
  remaining: number;
}

export type SeedName = 'default' | 'empty' | 'single' | 'large' | 'hostile' | 'taken-appointment' | 'letters';
export const SEED_NAMES: readonly SeedName[] = [
  'default',
  'empty',
  'single',
  'large',
  'hostile',
  'taken-appointment',
  'letters',
];

export interface CartState {
  tenant: Tenant;
  loggedIn: boolean;
  mode: CartMode;
  seed: SeedName;
  cartId: string;
  cartVersion: number;
  items: StoredItem[];
  shippingMethod: ShippingMethodId;
  /** Shipping methods taken away by a 'ShippingMethodRemoved' change. */
  removedShippingMethods: ShippingMethodId[];
  coupon?: AppliedCoupon;
  vouchers: StoredVoucher[];
  paybackNumber?: string;
  selectedPaymentType?: PaymentType;
  discountStatus?: { success: boolean; message?: string };
  /** Set by the 'next-changes' test endpoint; applied and answered by the next GET /api/cart. */
  pendingChange?: CartChangeType;
  /** The changeset the current cart carries (only on the answer of the GET that applied it). */
  changeset?: CartChangeset;
  nextItemNumber: number;
}

export interface VisitorState {
  id: string;
  cart: CartState;
  wishlist: string[];
  requests: RecordedRequest[];
  events: RecordedEvent[];
  errorReports: RecordedErrorReport[];
  faults: ArmedFault[];
  /** Raw answers armed by POST /api/test/next-answer. */
  cannedAnswers: CannedAnswer[];
  /** What the stand-ins of the payment providers' scripts do for this visitor. */
  paymentStandIns: PaymentStandIns;
  orderCount: number;
  lastSeen: number;
  /** The day the delivery dates count from (ISO date), fixed by a test's reset; today when absent. */
  today?: string;
}
