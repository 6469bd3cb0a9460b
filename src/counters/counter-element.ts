// The shared body of the header counters: a tiny custom element (no React) that shows a number from a
// jotai atom in its own store, with a text alternative for screen readers. Counters only read: they
// never announce a change and never write storage.
import { createStore, type Atom } from 'jotai/vanilla';
import { resolveLocale, type ShopLocale } from '../domain/locale.js';

const STYLES = `
:host {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5em;
  height: 1.5em;
  padding: 0 0.4em;
  border-radius: 0.75em;
  background: var(--shop-counter-background, #a3123a);
  color: var(--shop-counter-color, #ffffff);
  font: 600 var(--shop-counter-font-size, 0.8rem) / 1 var(--shop-counter-font-family, system-ui, sans-serif);
  box-sizing: border-box;
}
:host([hidden]) { display: none; }
.label {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;

let sharedSheet: CSSStyleSheet | null = null;

/**
 * The counters' styles as one constructed style sheet, shared by every counter of the page: adopted
 * style sheets need no nonce under a strict Content Security Policy (style-src without 'unsafe-inline').
 */
function counterSheet(): CSSStyleSheet {
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    sharedSheet.replaceSync(STYLES);
  }
  return sharedSheet;
}

/** Fills `{{count}}` in a catalogue text. */
const fillCount = (text: string, count: number): string => text.replaceAll('{{count}}', String(count));

/**
 * A number from an atom, shown as `<span part="count">` with a visually hidden label such as
 * counters.wishlist with the count (in English with `locale="en"`). The host gets `data-count` so pages can style an empty counter.
 */
export abstract class CounterElement extends HTMLElement {
  /** The atom holding the number; each element reads it in a store of its own. */
  protected abstract readonly countAtom: Atom<number>;
  /** The catalogue texts of the label per language, with `{{count}}`. */
  protected abstract readonly labelTexts: Readonly<Record<ShopLocale, string>>;

  static readonly observedAttributes = ['locale'];

  /** This element's own store: every counter follows the shared events by itself. */
  protected readonly store = createStore();
  #unsubscribe: (() => void) | null = null;
  #countNode: HTMLElement | null = null;
  #labelNode: HTMLElement | null = null;
  #warnedLocale: string | null = null;

  /** The number shown. */
  get count(): number {
    return this.store.get(this.countAtom);
  }

  connectedCallback(): void {
    if (!this.#countNode) this.#render();
    this.#unsubscribe?.();
    this.#unsubscribe = this.store.sub(this.countAtom, () => this.#update());
    this.#update();
  }

  disconnectedCallback(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  #render(): void {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [counterSheet()];
    this.#countNode = document.createElement('span');
    this.#countNode.setAttribute('part', 'count');
    this.#countNode.setAttribute('aria-hidden', 'true');
    this.#labelNode = document.createElement('span');
    this.#labelNode.className = 'label';
    this.#labelNode.setAttribute('part', 'label');
    root.replaceChildren(this.#countNode, this.#labelNode);
  }

  /** The `locale` attribute changed: the label follows it. */
  attributeChangedCallback(): void {
    if (this.#countNode) this.#update();
  }

  #update(): void {
    const count = this.count;
    const value = this.getAttribute('locale');
    const { locale, warning } = resolveLocale(value);
    if (warning && value !== this.#warnedLocale) console.warn(`${this.localName}: ${warning}`);
    this.#warnedLocale = value;
    if (this.#countNode) this.#countNode.textContent = String(count);
    if (this.#labelNode) {
      this.#labelNode.lang = locale;
      this.#labelNode.textContent = fillCount(this.labelTexts[locale], count);
    }
    this.dataset.count = String(count);
  }
}
