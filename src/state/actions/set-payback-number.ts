import { atom } from 'jotai';
import { setPaybackNumber } from '../../api/index.js';
import type { CodeEntryOutcome } from './add-coupon.js';
import { fieldErrorFor } from '../cart-change/field-error.js';
import { runCartChange } from '../cart-change/run-cart-change.js';

/**
 * Sets the loyalty-programme number (`POST /api/cart/set-payback-number`); an empty number removes it
 * (the shopper changes the account). A failure is shown under the field.
 */
export const setPaybackNumberAtom = atom(
  null,
  async (get, set, paybackNumber: string): Promise<CodeEntryOutcome> => {
    let failure: unknown;
    const result = await runCartChange(get, set, {
      name: 'set-payback-number',
      ownsError: true,
      call: (client, signal) =>
        setPaybackNumber(client, { paybackNumber: paybackNumber.trim() }, signal).catch((error: unknown) => {
          failure = error;
          throw error;
        }),
    });
    if (result !== 'failed') return { result, error: null };
    return { result, error: await fieldErrorFor(get, failure, (rules) => rules.loyaltyEntryError) };
  },
);
