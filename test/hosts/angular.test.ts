// The angular host app's journeys (test/hosts/host-journeys.ts) against its build in hosts/angular/dist/.
import { hostJourneys } from './host-journeys.js';

hostJourneys('angular');
