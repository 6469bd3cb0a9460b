// The demo page's control panel. The demo server renders the page for the visitor's current cart and the
// panel's choices (cookie `shop_demo`); the panel drives the reference API's test endpoints, stores its
// choices and reloads the page, so every state is a real visit and the element is never replaced.
// It writes text only (textContent, new Option): no HTML sinks, so it runs under Trusted Types.
// Plain ES modules, typed through JSDoc: this entry sets up the parts of demo/panel/ —
// page.js (page state, forms), choices.js (visitor and page choices, cookie), stand-ins.js (express
// payments form), language.js (the language switch), actions.js (the forms' actions), reload.js (reload and its note), load-report.js (the
// status after a load), data-layer.js (the live data layer), status.js and test-api.js.
import { listenToForms } from './panel/actions.js';
import { showChoices } from './panel/choices.js';
import { showDataLayer } from './panel/data-layer.js';
import { listenToLanguage } from './panel/language.js';
import { reportLoad } from './panel/load-report.js';
import { pageState } from './panel/page.js';
import { takeFlash } from './panel/reload.js';
import { showStandIns } from './panel/stand-ins.js';
import { reason, say } from './panel/status.js';

function setUp() {
  showDataLayer();
  const state = pageState();
  showChoices(state);
  showStandIns(state);
  listenToForms(state);
  listenToLanguage();
  reportLoad(state, takeFlash()).catch((error) => say(`The panel failed: ${reason(error)}`));
}

try {
  setUp();
} catch (error) {
  say(`The panel failed: ${reason(error)}`);
}
