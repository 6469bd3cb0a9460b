// The vue host app's journeys (test/hosts/host-journeys.ts) against its build in hosts/vue/dist/.
import { hostJourneys } from './host-journeys.js';

hostJourneys('vue');
