import { mergeMessages, type Messages } from '../de/messages.js';
import { counters } from './counters.js';
import { enCore } from './core.js';
import { enExtended } from './extended.js';

/** The whole English catalogue (core, extended part and the counters' texts), for look-ups and tests. */
export const en: Messages = mergeMessages(enCore, enExtended, { counters });
