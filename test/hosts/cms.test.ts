// The cms host app's journeys (test/hosts/host-journeys.ts) against its build in hosts/cms/dist/.
import { hostJourneys } from './host-journeys.js';

hostJourneys('cms');
