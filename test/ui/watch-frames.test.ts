// watchFrames on its own: one call per frame until its callback says stop, its frames run out or the
// shopper does something; and the page's input listeners added once, never per watch (WebKit restyles
// every element when a wheel listener comes or goes).
import { expect, waitUntil } from '@open-wc/testing';
import { watchFrames } from '../../src/ui/watch-frames.js';

const INPUTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'];
const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });

/** Starts a watch that counts its frames and goes on while `more` says so. */
function watch(maxFrames = 100, more: (frame: number) => boolean = () => true) {
  const seen = { frames: 0 };
  watchFrames(() => {
    seen.frames += 1;
    return more(seen.frames);
  }, maxFrames);
  return seen;
}

describe('watchFrames', () => {
  // First: it sees the page's first watch, which adds the listeners.
  it('adds its input listeners to the window once for the page, and never removes them', async () => {
    const added: string[] = [];
    const removed: string[] = [];
    const { addEventListener, removeEventListener } = window;
    window.addEventListener = function (this: Window, ...args: Parameters<Window['addEventListener']>) {
      if (INPUTS.includes(args[0])) added.push(args[0]);
      return addEventListener.apply(this, args);
    } as Window['addEventListener'];
    window.removeEventListener = function (this: Window, ...args: Parameters<Window['removeEventListener']>) {
      if (INPUTS.includes(args[0])) removed.push(args[0]);
      return removeEventListener.apply(this, args);
    } as Window['removeEventListener'];
    try {
      for (let round = 0; round < 3; round += 1) {
        const seen = watch(2);
        await waitUntil(() => seen.frames === 2, 'the watch ran its frames');
        await frames(2);
        window.dispatchEvent(new Event('keydown'));
      }
    } finally {
      window.addEventListener = addEventListener;
      window.removeEventListener = removeEventListener;
    }
    expect([...added].sort()).to.deep.equal([...INPUTS].sort());
    expect(removed).to.deep.equal([]);
  });

  it('calls back once per frame until the callback returns false', async () => {
    const seen = watch(100, (frame) => frame < 3);
    await frames(8);
    expect(seen.frames).to.equal(3);
  });

  it('stops after its frames run out', async () => {
    const seen = watch(4);
    await frames(10);
    expect(seen.frames).to.equal(4);
  });

  for (const input of INPUTS) {
    it(`stops at the shopper's ${input}`, async () => {
      const seen = watch();
      await waitUntil(() => seen.frames >= 2, 'the watch ran');
      window.dispatchEvent(new Event(input));
      const atInput = seen.frames;
      await frames(5);
      expect(seen.frames, 'no frame after the input').to.be.at.most(atInput + 1);
    });
  }

  it('runs in full when the input came before it started', async () => {
    window.dispatchEvent(new Event('pointerdown'));
    const seen = watch(5);
    await frames(10);
    expect(seen.frames).to.equal(5);
  });
});
