// The svelte host app's journeys (test/hosts/host-journeys.ts) against its build in hosts/svelte/dist/.
import { hostJourneys } from './host-journeys.js';

hostJourneys('svelte');
