import { atom } from 'jotai';

/**
 * True once the shopper proceeded to the next step and the page is on its way there (the reservation
 * succeeded, begin_checkout is tracked, the next-step URL is assigned): a second click before the page
 * leaves follows the link as it is, with no second reservation, checkout event or begin_checkout. False
 * again when the page shows from the back-forward cache.
 */
export const leavingForNextStepAtom = atom(false);
