export type PaymentType =
  | 'invoice'
  | 'valueVoucher'
  | 'stripeCreditCard'
  | 'stripeGooglePay'
  | 'stripeApplePay'
  | 'paypal'
  | 'amazonPay'
  | 'sofort'
  | 'stripeKlarna'
  | 'stripeGooglePayExpress'
  | 'stripeApplePayExpress'
  | 'paypalExpress'
  | 'amazonPayExpress';
