import { expect, waitUntil } from '@open-wc/testing';
import { atom } from 'jotai';
import {
  anyItemBusyAtom,
  busyItemsAtom,
  cartBusyAtom,
  runItemAction,
  type ItemAction,
} from '../../../src/state/index.js';
import { cartStore } from '../../helpers/store.js';
import { deferred, type Deferred } from '../../helpers/deferred.js';

type Store = ReturnType<typeof cartStore>;

// runItemAction runs inside atoms' write functions: each call here goes through a write-only atom.
const run = <T>(store: Store, action: ItemAction<T>) =>
  store.set(atom(null, (get, set) => runItemAction(get, set, action)));

describe('state: item actions (runItemAction)', () => {
  it('marks the item busy from the start until it settled, and the cart busy with it', async () => {
    const store = cartStore(null);
    const work = deferred();
    const outcome = run(store, { itemId: 'a', kind: 'remove', run: () => work.promise });
    expect(store.get(busyItemsAtom).get('a')).to.deep.equal({ kind: 'remove', phase: 'Started' });
    expect(store.get(anyItemBusyAtom)).to.equal(true);
    expect(store.get(cartBusyAtom), 'next step disabled').to.equal(true);
    work.resolve('ok');
    expect(await outcome).to.deep.equal({ status: 'done', value: 'ok', last: true });
    expect(store.get(busyItemsAtom).size).to.equal(0);
    expect(store.get(cartBusyAtom)).to.equal(false);
  });

  it('ignores a repeat and any other action on the busy item, but not actions on other items', async () => {
    const store = cartStore(null);
    const work = deferred();
    let runs = 0;
    const counted = () => {
      runs += 1;
      return work.promise;
    };
    const first = run(store, { itemId: 'a', kind: 'move-to-wishlist', run: counted });
    expect(await run(store, { itemId: 'a', kind: 'move-to-wishlist', run: counted })).to.deep.equal({
      status: 'ignored',
    });
    expect(
      await run(store, { itemId: 'a', kind: 'quantity', repeats: 'latest', run: counted }),
    ).to.deep.equal({ status: 'ignored' });
    const other = run(store, { itemId: 'b', kind: 'remove', run: () => Promise.resolve('b') });
    expect(await other).to.deep.equal({ status: 'done', value: 'b', last: true });
    expect(runs).to.equal(1);
    work.resolve('done');
    await first;
  });

  it("runs only the newest waiting repeat of a 'latest' action after the running one (last choice wins)", async () => {
    const store = cartStore(null);
    const calls: string[] = [];
    const works = new Map<string, Deferred<string>>();
    const choose = (value: string) =>
      run(store, {
        itemId: 'a',
        kind: 'quantity',
        repeats: 'latest',
        run: () => {
          calls.push(value);
          const work = deferred<string>();
          works.set(value, work);
          return work.promise;
        },
      });
    const five = choose('5');
    const seven = choose('7');
    const nine = choose('9');
    expect(await seven).to.deep.equal({ status: 'replaced' });
    expect(calls).to.deep.equal(['5']);
    works.get('5')?.resolve('5');
    expect(await five).to.deep.equal({ status: 'done', value: '5', last: false });
    await waitUntil(() => calls.length === 2);
    expect(calls).to.deep.equal(['5', '9']);
    expect(store.get(busyItemsAtom).has('a'), 'still busy while the repeat runs').to.equal(true);
    works.get('9')?.resolve('9');
    expect(await nine).to.deep.equal({ status: 'done', value: '9', last: true });
    expect(store.get(busyItemsAtom).has('a')).to.equal(false);
  });

  it('passes a failure to its caller, still runs the waiting repeat, and ends idle', async () => {
    const store = cartStore(null);
    const failing = deferred();
    const first = run(store, {
      itemId: 'a',
      kind: 'quantity',
      repeats: 'latest',
      run: () => failing.promise,
    });
    const second = run(store, {
      itemId: 'a',
      kind: 'quantity',
      repeats: 'latest',
      run: () => Promise.resolve('2'),
    });
    failing.reject(new Error('boom'));
    let error: unknown;
    await first.catch((caught: unknown) => {
      error = caught;
    });
    expect((error as Error).message).to.equal('boom');
    expect(await second).to.deep.equal({ status: 'done', value: '2', last: true });
    expect(store.get(busyItemsAtom).size).to.equal(0);
  });

  it('dims the item once the action takes a while', async () => {
    const store = cartStore(null);
    const work = deferred();
    const outcome = run(store, { itemId: 'a', kind: 'remove', run: () => work.promise });
    await waitUntil(() => store.get(busyItemsAtom).get('a')?.phase === 'Loading', 'Loading phase');
    work.resolve('ok');
    await outcome;
    expect(store.get(busyItemsAtom).get('a')).to.equal(undefined);
  });
});
