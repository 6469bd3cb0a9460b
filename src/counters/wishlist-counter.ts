import { atom } from 'jotai/vanilla';
import { parseWishlist } from '../domain/index.js';
import { counters } from '../i18n/de/counters.js';
import { counters as enCounters } from '../i18n/en/counters.js';
import { createWishlistBridge } from '../state/index.js';
import { readStoredWishlist } from '../storage/wishlist-storage.js';
import { CounterElement } from './counter-element.js';
import { jsonChildText, parseGivenWishlist } from './given-wishlist.js';

const warnIgnored = (source: string) =>
  console.warn(`shop-wishlist-counter: ${source} is not a list of at most 99 product ids; it is ignored.`);

/**
 * The number of products on the wishlist. It starts from the list the host page gives (JSON child or
 * `productIds` property), else from browser storage, and follows every change of this page
 * (`shop:wishlist-change`) and of other tabs.
 */
export class WishlistCounterElement extends CounterElement {
  #given: string[] | null = null;
  #childText: string | null = null;
  #observer: MutationObserver | null = null;
  readonly #bridge = createWishlistBridge(() => this.#given);
  protected readonly countAtom = atom((get) => get(this.#bridge.valueAtom).length);
  protected readonly labelTexts = { de: counters.wishlist, en: enCounters.wishlist };

  /** The product ids shown, newest first. Setting it gives the wishlist as the host knows it. */
  get productIds(): string[] {
    return [...this.store.get(this.#bridge.valueAtom)];
  }

  set productIds(value: readonly string[]) {
    const ids = parseWishlist(value);
    if (ids) this.#give(ids);
    else warnIgnored('the productIds property');
  }

  override connectedCallback(): void {
    // A property set before the element was defined sits on the instance: pass it to the setter.
    if (Object.hasOwn(this, 'productIds')) {
      const value: unknown = Reflect.get(this, 'productIds');
      Reflect.deleteProperty(this, 'productIds');
      this.productIds = value as readonly string[];
    }
    this.#readChild();
    super.connectedCallback();
    // The JSON child may arrive after the element (streamed HTML) or be replaced by the host.
    this.#observer ??= new MutationObserver(() => this.#readChild());
    this.#observer.observe(this, { childList: true, subtree: true, characterData: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#observer?.disconnect();
  }

  #readChild(): void {
    const text = jsonChildText(this);
    if (text === this.#childText) return;
    this.#childText = text;
    if (text === null) {
      // The host took its list away: browser storage is the source again.
      this.#given = null;
      this.store.set(this.#bridge.valueAtom, readStoredWishlist());
      return;
    }
    const ids = parseGivenWishlist(text);
    if (ids) this.#give(ids);
    else warnIgnored('the JSON child');
  }

  #give(ids: string[]): void {
    this.#given = ids;
    this.store.set(this.#bridge.valueAtom, ids);
  }
}
