// A lazy chunk: the English texts of error codes, modals and payments (the counterpart of `../de/extended.ts`).
import { PAYMENT_BRAND_NAMES } from '../../domain/payments/index.js';
import type { deExtended } from '../de/extended.js';
import type { TranslationOf } from './translation.js';

export const enExtended = {
  packaging: {
    variantsHeadline: 'Choose your design',
    variantsLoading: 'Loading designs …',
    variantsFailed: 'We couldn’t load the designs.',
    noVariants: 'There are no designs for this packaging right now.',
    retry: 'Try again',
  },
  discount: {
    hotlineHint: 'If you have any questions about your discount code, our hotline will be happy to help.',
    errors: {
      notAuthenticated: 'You’re not signed in.',
      unavailable: 'Discount codes can’t be redeemed right now for technical reasons.',
      rejected: 'This discount code is invalid or has expired.',
      tooLittleValue: 'The order value is too low, or the conditions for this discount code aren’t met.',
      campaignInvalid: 'Sorry, we can’t apply this promotion.',
    },
    friends: {
      headline: 'Friends discount',
      subheadline: 'Code: FRIENDS',
      text: 'With the code FRIENDS you save 10% from the 2nd voucher for the same experience. The discount applies to selected experiences only, is deducted automatically and can’t be combined with other offers.',
      replace: 'You can replace it with another discount code.',
    },
  },
  vouchers: {
    errors: {
      codeInvalid: 'Sorry! This voucher code is invalid or has already been redeemed.',
      invalidCurrency: 'This gift voucher can only be redeemed through our hotline.',
      expired: 'This gift voucher has expired or isn’t valid.',
      tenantMismatch: 'Please redeem your gift voucher in the country where you bought it.',
      voucherType: 'Gift vouchers can’t be paid for with a gift voucher.',
      shopLink: 'Continue shopping',
      blocked: 'This gift voucher is blocked. Please contact our hotline.',
      notPaid: 'This gift voucher hasn’t been paid yet. Payment by invoice can take up to two days.',
      amountChanged: 'The amount has changed. Please choose a payment method.',
      balanceZero: 'Your gift voucher has no balance left.',
      notFound: 'We couldn’t find a gift voucher with this number.',
      refundFailed: 'We couldn’t refund the balance to your gift voucher.',
      cartHasVoucherProducts:
        'Your basket contains gift vouchers, which can’t be paid for with a gift voucher.',
    },
  },
  payment: {
    type: {
      invoice: 'Invoice',
      valueVoucher: 'Gift voucher',
      stripeCreditCard: 'Credit card',
      ...PAYMENT_BRAND_NAMES,
    },
    expressLabel: 'Pay with {{method}}',
    processing: 'Preparing your payment …',
    errors: {
      invalidType: 'This payment method isn’t valid. Please choose another one.',
      purchaseFailed:
        'Sorry, the payment didn’t go through. Please choose another payment method or try again.',
      providerUnavailable: 'This payment method isn’t available right now. Please choose another one.',
      sessionFailed: 'We couldn’t start the payment. Please try again.',
      connection: 'We couldn’t connect to the payment provider. Please try again.',
      unknown: 'An unknown error occurred with the payment. Please try again.',
      paypalExpress:
        'Sorry, the payment with PayPal didn’t go through. Please try again or choose another payment method.',
      express:
        'Sorry, the express payment didn’t go through. Please try again or choose another payment method.',
    },
  },
  services: {
    headline: 'What’s included',
    redemptionRules: 'Redemption conditions',
    voucherValidity: 'The voucher is valid for 3 years and can be extended.',
    priceGuaranteeHeadline: 'Price guarantee',
    priceGuarantee: 'The price of your experience is guaranteed for twelve months from purchase.',
    loading: 'Loading what’s included …',
    failed: 'We couldn’t load what’s included.',
    retry: 'Try again',
    opensInNewTab: '(opens in a new tab)',
  },
  errors: {
    unknown: 'An unknown error occurred. Please try again.',
    external: 'An external service isn’t responding right now. Please try again later.',
    expressShippingInvalidCountry:
      'Express delivery is only available within Germany. Please choose another delivery option.',
    shippingInvalidCountry: 'Sorry, we can’t deliver to this country with the chosen delivery option.',
    shippingInvalidZipCode:
      'Sorry, we can’t deliver to this postcode with the chosen delivery option. Please choose another one.',
    reservationFailed: 'Sorry, this date is no longer available!',
    inputValidation:
      'Something is wrong with the details from the payment provider. Please enter your order details again in the next step.',
    addressInvalid: 'Something is wrong with your address. Please check your details.',
    missingFields: 'Please complete or correct your details',
  },
  wishlist: {
    notKept: 'We couldn’t save your wishlist. The experience stays in your basket – please try again later.',
    cookiesUnavailable:
      'Your browser doesn’t store cookies, so we can’t save your wishlist. The experience stays in your basket.',
  },
} satisfies TranslationOf<typeof deExtended>;
