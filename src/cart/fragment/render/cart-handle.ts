import type { ShopCartErrorDetail, ShopCartErrorReason } from '../../../events/shop-cart-error.js';

/** What the mounted cart offers its element's methods. */
export interface MountedCartApi {
  refresh(): Promise<void>;
}

/** Why `refresh()` rejected on an element that could not start: the reason of its `shop-cart-error`. */
export class ShopCartStartupError extends Error {
  override readonly name = 'ShopCartStartupError';
  readonly reason: ShopCartErrorReason;

  constructor({ reason, message }: ShopCartErrorDetail) {
    super(message);
    this.reason = reason;
  }
}

/** The key of the handle on `<shop-cart>`: known to this module and its importers only. */
export const CART_HANDLE: unique symbol = Symbol('shop-cart handle');

/**
 * Between one `<shop-cart>` and the React tree mounted in it: the renderer tells it how the start-up went
 * and when the element left the page, the mounted cart attaches its API. The element's methods go through
 * it, and wait for the cart while it is not mounted yet.
 */
export class CartHandle {
  #api: MountedCartApi | null = null;
  #failure: ShopCartErrorDetail | null = null;
  #waiters = new Set<() => void>();

  constructor(private readonly element: Element) {}

  #wake(): void {
    for (const wake of [...this.#waiters]) wake();
    this.#waiters.clear();
  }

  /** The mounted cart offers its API (until `detach`). */
  attach(api: MountedCartApi): void {
    this.#api = api;
    this.#wake();
  }

  detach(api: MountedCartApi): void {
    if (this.#api === api) this.#api = null;
  }

  /** How the start-up went: `null` when it succeeded, else what `shop-cart-error` carries. */
  started(failure: ShopCartErrorDetail | null): void {
    this.#failure = failure;
    this.#wake();
  }

  /** The element left the page: whoever waits is let go. */
  left(): void {
    this.#failure = null;
    this.#wake();
  }

  /**
   * Loads the cart again: resolves at once off the page; rejects with `ShopCartStartupError` when the
   * start-up failed; else waits for the cart to be mounted and asks it.
   */
  async refresh(): Promise<void> {
    for (;;) {
      if (!this.element.isConnected) return;
      if (this.#failure) throw new ShopCartStartupError(this.#failure);
      if (this.#api) return this.#api.refresh();
      await new Promise<void>((resolve) => this.#waiters.add(resolve));
    }
  }
}

/** The handle of an element that has one (`<shop-cart>`); none for mountCart's container. */
export function cartHandleOf(element: unknown): CartHandle | null {
  const handle = (element as Partial<Record<typeof CART_HANDLE, unknown>> | null)?.[CART_HANDLE];
  return handle instanceof CartHandle ? handle : null;
}
