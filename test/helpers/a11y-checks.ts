// Checks of what axe cannot see, as pure reads of the rendered cart: text spacing (WCAG 1.4.12), reflow
// (1.4.10), motion (2.3.3), the focus indicator's contrast (1.4.11, 2.4.7). test/a11y/ uses them.
import { foldSpace } from './text.js';

/** WCAG 1.4.12's spacing, applied over the cart's own styles (the bookmarklet's rules). */
export const TEXT_SPACING = `*{line-height:1.5!important;letter-spacing:0.12em!important;word-spacing:0.16em!important}
p{margin-bottom:2em!important}`;

/**
 * Adds `css` to the cart's shadow root after its own styles (an adopted sheet last: the cart's styles are
 * adopted sheets, which come after <style> elements); answers a function that removes it.
 */
export function addStyle(element: Element, css: string): () => void {
  const root = element.shadowRoot!;
  const view = element.ownerDocument.defaultView as Window & typeof globalThis;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

/** The computed style in the element's own window (the cart may be in a frame). */
const styleOf = (element: Element, pseudo: string | null = null) =>
  element.ownerDocument.defaultView!.getComputedStyle(element, pseudo);

/** Two frames: styles applied and laid out. */
export const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const isShown = (element: Element) => {
  const style = styleOf(element);
  return style.visibility !== 'hidden' && style.display !== 'none' && element.getClientRects().length > 0;
};

/** Whether the node is in a visually hidden helper (clipped to 1 px on purpose: screen reader text). */
const inVisuallyHidden = (element: Element) => element.closest('[data-visually-hidden]') !== null;

/** The text nodes the shopper sees, each with the element that holds it and its boxes. */
export function shownTexts(root: ShadowRoot, skip: (element: Element) => boolean = () => false) {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: { text: string; element: Element; rects: DOMRect[] }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = foldSpace(node.textContent ?? '');
    if (!element || !text || element.closest('style, script, template, dialog:not([open])')) continue;
    if (inVisuallyHidden(element) || skip(element) || !isShown(element)) continue;
    const range = root.ownerDocument.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length > 0) texts.push({ text, element, rects });
  }
  return texts;
}

/** Texts cut by an element that hides its overflow (their box leaves the clipping box by more than 1 px). */
export function clippedTexts(root: ShadowRoot, skip?: (element: Element) => boolean): string[] {
  const clipped: string[] = [];
  for (const { text, element, rects } of shownTexts(root, skip)) {
    for (let box: Element | null = element; box; box = box.parentElement) {
      const style = styleOf(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const outer = box.getBoundingClientRect();
      const cut = rects.some(
        (rect) =>
          rect.left < outer.left - 1 ||
          rect.right > outer.right + 1 ||
          rect.top < outer.top - 1 ||
          rect.bottom > outer.bottom + 1,
      );
      if (cut) clipped.push(`${text} (cut by <${box.localName}>)`);
      break;
    }
  }
  return clipped;
}

const overlapOf = (a: DOMRect, b: DOMRect) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** Pairs of texts whose boxes overlap by more than 2 px² (text drawn over text). */
export function overlappingTexts(root: ShadowRoot, skip?: (element: Element) => boolean): string[] {
  const texts = shownTexts(root, skip);
  const pairs: string[] = [];
  for (let i = 0; i < texts.length; i += 1)
    for (let j = i + 1; j < texts.length; j += 1) {
      const a = texts[i]!;
      const b = texts[j]!;
      if (a.rects.some((ra) => b.rects.some((rb) => overlapOf(ra, rb) > 2)))
        pairs.push(`${a.text} × ${b.text}`);
    }
  return pairs;
}

/** Every control a shopper can reach in the cart (shown, not disabled, not taken out of the tab order). */
export function controlsOf(root: ShadowRoot): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex], summary'),
  ].filter(
    (control) =>
      isShown(control) &&
      !inVisuallyHidden(control) &&
      !(control as HTMLButtonElement).disabled &&
      control.tabIndex >= 0 &&
      !control.closest('[inert], dialog:not([open])'),
  );
}

/** The style sheets of the cart's shadow root (its <style> elements and adopted sheets). */
function sheetsOf(root: ShadowRoot): CSSStyleSheet[] {
  return [...root.styleSheets, ...root.adoptedStyleSheets];
}

/**
 * What the cart's CSS says for `prefers-reduced-motion: reduce`, made to apply now: the rules of every
 * such @media block, copied into a style after the cart's own. Each engine reads the same CSS, so the
 * check runs where the preference itself cannot be set (WebKit's and Firefox's drivers).
 */
export function reducedMotionRules(root: ShadowRoot): string {
  const rules: string[] = [];
  const visit = (list: CSSRuleList) => {
    for (const rule of list) {
      // Compared by type, not instanceof: the cart may be in a frame (another realm's classes).
      const group = rule as CSSGroupingRule & { conditionText?: string };
      if (
        rule.type === CSSRule.MEDIA_RULE &&
        /prefers-reduced-motion:\s*reduce/.test(group.conditionText ?? '')
      )
        rules.push(...[...group.cssRules].map((inner) => inner.cssText));
      else if (rule.type === CSSRule.MEDIA_RULE || rule.type === CSSRule.SUPPORTS_RULE) visit(group.cssRules);
    }
  };
  for (const sheet of sheetsOf(root)) visit(sheet.cssRules);
  return rules.join('\n');
}

const seconds = (value: string) =>
  Math.max(
    0,
    ...value
      .split(',')
      .map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part))),
  );

/** One frame at 60 Hz: WCAG's "no motion" allows a change that takes no longer. */
const FRAME_SECONDS = 1 / 60;

/** Elements (and pseudo-elements) whose transitions or animations last longer than a frame. */
export function movingParts(root: ShadowRoot): string[] {
  const found: string[] = [];
  const describe = (element: Element) =>
    `<${element.localName}${element.getAttribute('part') ? ` part=${element.getAttribute('part')}` : ''}${
      [...element.attributes].find((attribute) => attribute.name.startsWith('data-'))?.name
        ? ` ${[...element.attributes].find((attribute) => attribute.name.startsWith('data-'))!.name}`
        : ''
    }>`;
  for (const element of root.querySelectorAll('*')) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = styleOf(element, pseudo);
      if (style.transitionProperty !== 'none' && seconds(style.transitionDuration) > FRAME_SECONDS)
        found.push(`${describe(element)}${pseudo ?? ''} transition ${style.transitionDuration}`);
      if (style.animationName !== 'none' && seconds(style.animationDuration) > FRAME_SECONDS)
        found.push(`${describe(element)}${pseudo ?? ''} animation ${style.animationName}`);
    }
  }
  for (const animation of root.getAnimations())
    if (Number(animation.effect?.getComputedTiming().duration ?? 0) > FRAME_SECONDS * 1000)
      found.push(`running ${animation.constructor.name}`);
  return [...new Set(found)];
}

type Rgba = [number, number, number, number];

function parseColour(value: string): Rgba | undefined {
  const match = /rgba?\(([^)]+)\)/.exec(value);
  if (!match) return undefined;
  const parts = match[1]!
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

const luminance = ([r, g, b]: Rgba) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

export const contrast = (a: Rgba, b: Rgba) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The first opaque background behind `element`'s outline: its parent's, up through the host to white. */
function backgroundBehind(element: Element): Rgba {
  let node: Element | null = element.parentElement ?? (element.getRootNode() as ShadowRoot).host ?? null;
  while (node) {
    const colour = parseColour(styleOf(node).backgroundColor);
    if (colour && colour[3] > 0.99) return colour;
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
  }
  return [255, 255, 255, 1];
}

/**
 * The focus indicator of the focused `control`: its outline's width and its contrast against the
 * background around it (the outline is drawn outside the control, over its parent's background).
 */
export function focusIndicator(control: Element): { width: number; contrast: number; style: string } {
  const style = styleOf(control);
  const width = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
  const colour = parseColour(style.outlineColor) ?? [0, 0, 0, 0];
  return { width, contrast: contrast(colour, backgroundBehind(control)), style: style.outlineStyle };
}
