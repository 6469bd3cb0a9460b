// Imported first by shop-cart.ts, so that it runs before any other module of the bundle is evaluated: the
// Intl warm-up worker (src/ui/intl-warm-up.ts) gets the whole evaluation's time to build its formatters.
// A module of its own because the build keeps no side effect of a module under src/.
import { warmUpIntl } from '../src/ui/intl-warm-up.js';

if (typeof document !== 'undefined') warmUpIntl(document);
