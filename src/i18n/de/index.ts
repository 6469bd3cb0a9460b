import { counters } from './counters.js';
import { deCore } from './core.js';
import { deExtended } from './extended.js';
import { mergeMessages, type Messages } from './messages.js';

export type { Messages } from './messages.js';

/**
 * The German texts as the first brand (JS) writes them: the shopper is addressed with a lower-case
 * 'du', 'dein', 'deinen' ... The second brand's forms are derived in `../catalogue.ts`.
 */
// The counters are separate elements that import their few texts directly, without the translator.
export const de: Messages = mergeMessages(deCore, deExtended, { counters });
