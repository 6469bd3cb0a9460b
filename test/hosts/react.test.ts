// The react host app's journeys (test/hosts/host-journeys.ts) against its build in hosts/react/dist/.
import { hostJourneys } from './host-journeys.js';

hostJourneys('react');
