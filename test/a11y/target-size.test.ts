// Target size (WCAG 2.2, 2.5.8 Minimum, AA): every control of the cart is at least 24 × 24 CSS pixels, or
// a 24 px circle on its centre touches no other control (the spacing exception). Links inside a sentence
// are exempt (inline), as WCAG says.
import { expect, waitUntil } from '@open-wc/testing';
import { $, textOf } from '../helpers/cart-fixture.js';
import { mountMoneyCart } from '../helpers/money-cart.js';
import { eachViewportAndDesign } from '../helpers/a11y-viewports.js';
import { controlsOf } from '../helpers/a11y-checks.js';

const MINIMUM = 24;

/** A link in running text (its parent holds other text too). */
const inSentence = (control: Element) =>
  control.localName === 'a' &&
  styleOfDisplay(control) === 'inline' &&
  textOf(control.parentElement) !== textOf(control);
const styleOfDisplay = (element: Element) => getComputedStyle(element).display;

/** Whether the 24 px circle on `box`'s centre reaches into `other`. */
function circleTouches(box: DOMRect, other: DOMRect): boolean {
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const nearestX = Math.max(other.left, Math.min(cx, other.right));
  const nearestY = Math.max(other.top, Math.min(cy, other.bottom));
  return Math.hypot(cx - nearestX, cy - nearestY) < MINIMUM / 2;
}

eachViewportAndDesign('target size (WCAG 2.5.8)', 'every control is 24 px or spaced', async (newDesign) => {
  const { element } = await mountMoneyCart({ loggedIn: true, newDesign });
  await waitUntil(() => $(element, '[part="summary"]'), 'the summary');
  const controls = controlsOf(element.shadowRoot!).filter((control) => !inSentence(control));
  // A radio or checkbox counts with its label (the label is part of the target).
  const targetOf = (control: Element) =>
    (control as HTMLInputElement).labels?.[0]?.contains(control)
      ? (control as HTMLInputElement).labels![0]!
      : control;
  const boxes = controls.map((control) => ({
    control,
    box: targetOf(control).getBoundingClientRect(),
  }));
  const small = boxes
    .filter(({ box }) => box.width < MINIMUM - 0.5 || box.height < MINIMUM - 0.5)
    .filter(({ control, box }) =>
      boxes.some((other) => other.control !== control && circleTouches(box, other.box)),
    )
    .map(
      ({ control, box }) =>
        `<${control.localName}> "${textOf(control).slice(0, 30)}" ${box.width.toFixed(0)}×${box.height.toFixed(0)}`,
    );
  expect(small, 'small targets without spacing').to.deep.equal([]);
});
