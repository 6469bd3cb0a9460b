// The payment rules (express payments, payment types, payer and personal information): named exports,
// re-exported by src/domain/index.ts.
export {
  basePaymentType,
  type BasePaymentType,
  clearsStoredPersonalInfo,
  isExpressPaymentType,
  isPaymentType,
  PAYMENT_BRAND_NAMES,
  PAYMENT_TYPES,
  type PaymentType,
} from './payment.js';
export { missingPersonalFields } from './personal-info.js';
export {
  availabilityKey,
  availabilityQuery,
  type AvailabilityQuery,
  type AvailabilityStatus,
  EXPRESS_PAYMENT_TYPES,
  type ExpressFailure,
  expressFailureMessage,
  type ExpressFlowStep,
  thrownExpressFailure,
  type ExpressFailureMessage,
  GENERIC_EXPRESS_FAILURE,
  type ExpressFailureMessageKey,
  type ExpressPaymentType,
  expressProviderOf,
  isExpectedExpressFailure,
  offersExpressPayments,
  providerAmountMatches,
  walletAmount,
} from './express-payment.js';
export { EXPRESS_PROVIDERS, type ExpressProvider } from './express-providers.js';
export { personalInfoFromPayer, splitPersonName, splitStreetLine } from './payer-info.js';
