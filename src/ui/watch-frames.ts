/** The shopper's own input ends a watch: what they do wins over where the page wanted to go. */
const SHOPPER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Calls `onFrame` once per animation frame, for at most `maxFrames` frames, until it returns false or the
 * shopper scrolls, touches, clicks or types. For layout that settles over a few frames (tiles that come
 * into view lay out at their real height with `content-visibility`, a smooth scroll runs its course).
 */
export function watchFrames(onFrame: () => boolean, maxFrames: number): void {
  let frames = 0;
  let watching = true;
  const stop = () => {
    watching = false;
    for (const type of SHOPPER_INPUT) window.removeEventListener(type, stop, true);
  };
  for (const type of SHOPPER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  const tick = () => {
    if (!watching) return;
    frames += 1;
    if (frames > maxFrames || !onFrame()) stop();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
