// The control panel's express payments form (`#demo-payments`): what the stand-ins of the providers'
// scripts are to do, shown as the page state has it and read from the form.
import { field, form } from './page.js';

/** @typedef {import('./page.js').PageState} PageState */

/** @param {PageState} state */
export function showStandIns(state) {
  const payments = form('demo-payments');
  const standIns = state.paymentStandIns;
  field(payments, 'wallet').value = standIns.stripe.wallet;
  field(payments, 'stripeOutcome').value = standIns.stripe.outcome;
  field(payments, 'paypalOutcome').value = standIns.paypal.outcome;
  field(payments, 'amazonPayOutcome').value = standIns.amazonPay.outcome;
  const scripts = [standIns.stripe.script, standIns.paypal.script, standIns.amazonPay.script];
  const failing = scripts.find((script) => script !== 'ok');
  field(payments, 'script').value = failing ?? 'ok';
  field(payments, 'scriptProvider').value =
    scripts.filter((script) => script !== 'ok').length === 1
      ? (['stripe', 'paypal', 'amazonPay'][scripts.findIndex((script) => script !== 'ok')] ?? 'all')
      : 'all';
}

/**
 * What the stand-ins of the providers' scripts are to do, as the panel's form says.
 * @returns {Record<string, Record<string, string>>}
 */
export function readStandIns() {
  const payments = form('demo-payments');
  const script = field(payments, 'script').value;
  const only = field(payments, 'scriptProvider').value;
  /** @param {string} provider */
  const scriptFor = (provider) => (only === 'all' || only === provider ? script : 'ok');
  return {
    stripe: {
      wallet: field(payments, 'wallet').value,
      outcome: field(payments, 'stripeOutcome').value,
      script: scriptFor('stripe'),
    },
    paypal: { outcome: field(payments, 'paypalOutcome').value, script: scriptFor('paypal') },
    amazonPay: { outcome: field(payments, 'amazonPayOutcome').value, script: scriptFor('amazonPay') },
  };
}
