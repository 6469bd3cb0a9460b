/** An amount in major units (49.9 is 49,90 €) with its ISO 4217 currency code. */
export interface Money {
  amount: number;
  currencyCode: string;
}

/** A price as the API gives it: the gross amount, VAT included. */
export interface GrossPrice {
  gross: Money;
}
