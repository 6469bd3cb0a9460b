// Issue 21 point 5: a model-based test of the change pipeline, run in shards (change-pipeline-*.test.ts)
// so that each test file stays short. Generated sequences of every cart-changing
// action (quantity, removal, one ticket less, move to the wishlist, coupon, voucher, loyalty number,
// packaging, shipping), each call with a generated fault of the reference API (error codes, 500, not
// JSON, dropped, slow, overtaken, carried out but its answer lost). After each step settles the page shows
// exactly the server's cart, never an older cart after a newer one, and no console error. A failing
// sequence is shrunk by fast-check and printed with its seed; SEED=... repeats a run.
import { expect, waitUntil } from '@open-wc/testing';
import fc from 'fast-check';
import type { Cart } from '../../src/domain/index.js';
import { $, $$, mountShopCart, removeMounted } from '../helpers/cart-fixture.js';
import { pageIsBusy, waitUntilSettled } from '../helpers/page-vs-server.js';
import { armFaults, resetCart, serverCart, startupDataFor } from '../helpers/reference-api.js';
import { trackPageFetches } from '../helpers/settle.js';
import { clearBrowserStorage } from '../helpers/storage-faults.js';
import { assertShard, browserFuzzSettings, engineRuns } from './browser-settings.js';
import {
  act,
  differenceFrom,
  faultPlan,
  sequence,
  type Step,
  type Visitor,
} from './change-pipeline-model.js';
import { hangGuard } from '../helpers/engine.js';

/** Sequences per run of `npm test` in Chromium (times FUZZ_SCALE), over all shards; half in Firefox and WebKit. */
const SEQUENCES = 200;
const MAX_STEPS = 4;

/** What the page did wrong meanwhile: console errors, uncaught errors, an older cart after a newer one. */
function watchPage() {
  const problems: string[] = [];
  let newest = -1;
  const { error } = console;
  console.error = (...args: unknown[]) =>
    problems.push(`console error: ${args.map(String).join(' ').slice(0, 300)}`);
  const uncaught = (event: ErrorEvent | PromiseRejectionEvent) =>
    problems.push(`uncaught: ${String('reason' in event ? event.reason : event.message)}`);
  const shown = (event: Event) => {
    const { cartVersion } = (event as CustomEvent<{ cartVersion: number }>).detail;
    if (cartVersion < newest) problems.push(`cart version ${cartVersion} shown after ${newest}`);
    newest = Math.max(newest, cartVersion);
  };
  window.addEventListener('error', uncaught);
  window.addEventListener('unhandledrejection', uncaught);
  window.addEventListener('shop:cart-change', shown);
  return {
    problems,
    stop() {
      console.error = error;
      window.removeEventListener('error', uncaught);
      window.removeEventListener('unhandledrejection', uncaught);
      window.removeEventListener('shop:cart-change', shown);
    },
  };
}

/** Waits until nothing is under way: no busy item, no pending call, also after a reload it started. */
async function settle(element: Element, fetches: ReturnType<typeof trackPageFetches>) {
  do {
    await waitUntilSettled(element, 10_000);
    await fetches.settled();
  } while (pageIsBusy(element));
}

async function runSequence(visitor: Visitor, steps: Step[]) {
  await resetCart({ seed: 'default', loggedIn: visitor === 'shopping', mode: visitor });
  const startup = await startupDataFor({ includeCart: true, newDesign: true, itemLayout: 'current' });
  const page = watchPage();
  const fetches = trackPageFetches();
  try {
    const element = mountShopCart({ attributes: { tenant: startup.tenant, locale: 'de' }, data: startup });
    const first = startup.props.cart as Cart;
    await waitUntil(() => $$(element, '[part="item"]').length > 0 || first.items.length === 0, 'tiles', {
      interval: 5,
    });
    for (const [index, step] of steps.entries()) {
      const plan = step.flatMap(([action, fault]) => faultPlan(action, fault, element));
      if (plan.length > 0) await armFaults(plan);
      const callsBefore = fetches.calls.length;
      let acted = false;
      for (const [action] of step) acted = (await act(element, action)) || acted;
      // An action may load its code first (the wishlist move): wait until it is under way. One the page
      // refuses by itself (an invalid entry) starts nothing, which the time-out lets pass.
      if (acted) {
        await waitUntil(() => pageIsBusy(element) || fetches.calls.length > callsBefore, 'under way', {
          timeout: 3000,
          interval: 5,
        }).catch(() => undefined);
      }
      await settle(element, fetches);
      const difference = await differenceFrom(element, await serverCart());
      if (difference) throw new Error(`step ${index + 1}: ${difference}`);
      if ($(element, '[part="error-screen"]')) throw new Error(`step ${index + 1}: the error screen`);
      if (page.problems.length > 0) throw new Error(`step ${index + 1}: ${page.problems.join('; ')}`);
    }
  } finally {
    fetches.stop();
    page.stop();
    removeMounted();
  }
}

/** Declares shard `shard` (0-based) of `shards`: its own share of the sequences, from its own seed. */
export function changePipelineShard(shard: number, shards: number): void {
  describe(`the change pipeline against a model: generated actions and faults (shard ${shard + 1} of ${shards})`, () => {
    before(clearBrowserStorage);

    // Half as many in Firefox and WebKit, the first half of Chromium's (engineRuns says why).
    const sequences = engineRuns(SEQUENCES / shards);
    it(`shows the server's cart after every step of ${sequences} generated sequences (× FUZZ_SCALE)`, async function () {
      const settings = await browserFuzzSettings();
      const seed = settings.seed + shard;
      const numRuns = Math.max(1, Math.round(sequences * settings.scale));
      this.timeout(hangGuard(Math.max(300_000, numRuns * 3000)));
      const started = performance.now();
      let runs = 0;
      let steps = 0;
      // The last failure's message, for the report (assertShard).
      let lastFailure = '';
      await assertShard(
        fc.asyncProperty(sequence(MAX_STEPS), async ({ visitor, steps: generated }) => {
          runs += 1;
          steps += generated.length;
          await runSequence(visitor, generated).catch((error: unknown) => {
            lastFailure = error instanceof Error ? error.message : String(error);
            throw error;
          });
        }),
        { settings, shard, seed, numRuns, lastFailure: () => lastFailure },
      );
      console.log(
        `change pipeline, shard ${shard + 1}: ${runs} sequences, ${steps} steps in ${Math.round(performance.now() - started)} ms (seed ${settings.seed})`,
      );
      expect(runs).to.be.at.least(numRuns);
    });
  });
}
