/** The shopper's own input ends a watch: what they do wins over where the page wanted to go. */
const SHOPPER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** How many of those inputs the page has seen since it began counting. */
let shopperInputs = 0;
let counting = false;

/**
 * Counts the shopper's input on the page from now on; once per page, and the listeners stay. WebKit keeps
 * in every element's style whether a `wheel` listener is around (its wheel event regions), so adding one
 * to the window or removing it restyles every element of the page: 45–50 ms for a cart of 100 items,
 * which a listener per watch paid at each focus into the cart and again at its end. Called as the cart
 * mounts (its styles are computed for the first time then anyway) and by every watch.
 */
export function countShopperInput(): void {
  if (counting || typeof window === 'undefined') return;
  counting = true;
  const count = () => {
    shopperInputs += 1;
  };
  for (const type of SHOPPER_INPUT) window.addEventListener(type, count, { capture: true, passive: true });
}

/**
 * Calls `onFrame` once per animation frame, for at most `maxFrames` frames, until it returns false or the
 * shopper scrolls, touches, clicks or types. For layout that settles over a few frames (tiles that come
 * into view lay out at their real height with `content-visibility`, a smooth scroll runs its course).
 */
export function watchFrames(onFrame: () => boolean, maxFrames: number): void {
  countShopperInput();
  const inputsAtStart = shopperInputs;
  let frames = 0;
  const tick = () => {
    if (shopperInputs !== inputsAtStart) return;
    frames += 1;
    if (frames <= maxFrames && onFrame()) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
