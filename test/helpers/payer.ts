// The shopper the payment stand-ins pay as (demo/test-providers/stripe.js gives this billing address).

/** Erika Mustermann's billing address as the cart's API takes it. */
export const ERIKAS_ADDRESS = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  streetName: 'Heidestraße',
  streetNumber: '17',
  zipCode: '51147',
  city: 'Köln',
  countryCode: 'DE',
};
