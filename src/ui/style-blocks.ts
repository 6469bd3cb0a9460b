// Declaration blocks several sections' styles share. Plain strings, written with the indentation of the
// place they are interpolated at (a rule's body inside a `css` block), so that the serialized styles, and
// with them Emotion's class names, are the same as when each section wrote them out.
import { themeVar } from './theme.js';

/** The top of a cart section (discount, loyalty): a rule above it and its heading and paragraphs. */
export const SECTION_FRAME = `margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${themeVar('--shop-cart-color-border')};
  h3 {
    font-size: 1rem;
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 8px;
  }`;

/** A radio card (`selector` is its label): the checked card framed in the brand colour, its radio large. */
export const radioCard = (selector: string): string => `${selector}:has(input:checked) {
    border-color: ${themeVar('--shop-cart-color-brand')};
    box-shadow: inset 0 0 0 1px ${themeVar('--shop-cart-color-brand')};
  }
  ${selector} input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${themeVar('--shop-cart-color-brand')};
  }`;

/** The body of a failure mark under a control: a bar in the error colour beside bold text. */
export const ERROR_MARK = `margin-top: 8px;
    padding: 8px 12px;
    border-left: 4px solid ${themeVar('--shop-cart-color-error')};
    color: ${themeVar('--shop-cart-color-error')};
    font-weight: 600;`;

/** The box of a native select: framed in the muted colour, on the surface. */
export const SELECT_BOX = `border: 1px solid ${themeVar('--shop-cart-color-muted')};
    border-radius: ${themeVar('--shop-cart-radius')};
    background: ${themeVar('--shop-cart-color-surface')};
    color: inherit;`;
