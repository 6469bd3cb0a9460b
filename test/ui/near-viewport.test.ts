// One observer watches every lazy image of the page (src/ui/near-viewport.ts): each target's callbacks run
// once it comes within 200 px of the viewport, a stopped wait never runs, and a long cart creates one
// observer, not one per tile.
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

// Counted from before the module creates its observer.
let created = 0;
const Native = window.IntersectionObserver;
window.IntersectionObserver = class extends Native {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    super(callback, options);
    created += 1;
  }
};
const { whenNearViewport } = await import('../../src/ui/near-viewport.js');

/** A 100 px box whose top is `top` px below the viewport's top, in a page tall enough to scroll. */
function box(top: number): HTMLElement {
  const element = document.createElement('div');
  element.style.cssText = `position: absolute; left: 0; top: ${top}px; width: 100px; height: 100px`;
  document.body.append(element);
  return element;
}

/** Two animation frames: long enough for an intersection that has changed to be reported. */
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('whenNearViewport', () => {
  let spacer: HTMLElement;
  beforeEach(async () => {
    await setViewport({ width: 800, height: 600 });
    spacer = box(0);
    spacer.style.height = '5000px';
    spacer.style.width = '1px';
  });
  afterEach(() => {
    document.querySelectorAll('body > div').forEach((element) => element.remove());
    window.scrollTo(0, 0);
  });

  it('runs the callbacks of a target within 200 px of the view, once, and not those of a far one', async () => {
    const near = box(700);
    const far = box(1200);
    const calls: string[] = [];
    whenNearViewport(near, () => calls.push('near 1'));
    whenNearViewport(near, () => calls.push('near 2'));
    whenNearViewport(far, () => calls.push('far'));
    await waitUntil(() => calls.length >= 2, 'the near target answered');
    await frames();
    expect(calls).to.deep.equal(['near 1', 'near 2']);
    // Scrolled so that the far one is 100 px below the view; the near one went out and comes back.
    window.scrollTo(0, 1200 - 600 - 100);
    await waitUntil(() => calls.includes('far'), 'the far target answered');
    window.scrollTo(0, 0);
    await frames();
    expect(calls).to.deep.equal(['near 1', 'near 2', 'far']);
  });

  it('never runs a callback whose wait was stopped, and keeps the other waits on the same target', async () => {
    const target = box(1500);
    const calls: string[] = [];
    const stop = whenNearViewport(target, () => calls.push('stopped'));
    whenNearViewport(target, () => calls.push('kept'));
    await frames();
    stop();
    window.scrollTo(0, 1500 - 600 - 100);
    await waitUntil(() => calls.length > 0, 'the kept wait answered');
    await frames();
    expect(calls).to.deep.equal(['kept']);
    // Stopping a wait that has answered changes nothing.
    stop();
  });

  it('creates one observer for every target of the page', async () => {
    const before = created;
    const calls: number[] = [];
    for (let index = 0; index < 30; index += 1) whenNearViewport(box(index * 120), () => calls.push(index));
    await waitUntil(() => calls.length > 0, 'the targets in view answered');
    expect(created - before, 'observers created by these 30 targets').to.equal(0);
    expect(created, 'observers in the page').to.equal(1);
  });
});
