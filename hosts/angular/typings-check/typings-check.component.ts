// The proof of what Angular's compiler checks of the package's typings (HTMLElementTagNameMap and
// HTMLElementEventMap, declared by the package's element and event types), with this host's compiler
// options (strictTemplates). check.mjs compiles this component alone with ngc (tsconfig.json of this
// folder), as `npm run build` does before `ng build`; the app does not see this folder.
//
// - In TypeScript, a reference to the element (`ElementRef<HTMLElementTagNameMap['shop-cart']>`, or
//   `ShopCartElement` from the package) is typed: each `@ts-expect-error` below must meet an error, else
//   ngc fails with "Unused '@ts-expect-error' directive".
// - In the template, `$event` of an element event has the package's event type, and a template reference
//   to the element (`#cart`) is typed: check.mjs fails unless the line after each
//   `<!-- @expect-error reason: `message` -->` has an error with that message, and no other line has any.
// - Not checked: a property binding on the element (`[tenant]="42"`). Angular 21 type-checks no property
//   binding of a DOM element (ngtsc's checkTypeOfDomBindings is off, "not quite ready yet"), and
//   CUSTOM_ELEMENTS_SCHEMA lets the element's unknown properties through. Should a later Angular check
//   them, check.mjs fails on those lines: they become expected errors, and docs/frameworks.md says so.
import { CUSTOM_ELEMENTS_SCHEMA, Component, type ElementRef, viewChild } from '@angular/core';
import type { ShopCartChangeEvent } from 'shop-cart-fragment';

@Component({
  selector: 'shop-typings-check',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <!-- What a host writes compiles. -->
    <shop-cart #cart tenant="JS_DE" [locale]="'en-GB'" (shop-cart-change)="onChange($event)"></shop-cart>
    <button type="button" (click)="cart.locale = 'en'">English</button>

    <!-- Not checked (see above): a number for the tenant, numbers for the product ids. -->
    <shop-cart [tenant]="42"></shop-cart>
    <shop-wishlist-counter [productIds]="[1, 2]"></shop-wishlist-counter>

    <!-- @expect-error the change event's itemCount is a number: \`Argument of type 'ShopCartChangeEvent' is not assignable to parameter of type 'CustomEvent<{ itemCount: string; }>'.\` -->
    <shop-cart (shop-cart-change)="onTextCount($event)"></shop-cart>
    <!-- @expect-error the handler receives the event, not its detail: \`Argument of type 'ShopCartChangeEvent' is not assignable to parameter of type '{ itemCount: number; }'.\` -->
    <shop-cart (shop-cart-change)="onDetail($event)"></shop-cart>
    <!-- @expect-error a misspelt event is a plain Event: \`Argument of type 'Event' is not assignable to parameter of type 'ShopCartChangeEvent'.\` -->
    <shop-cart (shop-cart-chnage)="onChange($event)"></shop-cart>
    <!-- @expect-error the tenant is a string: \`Type 'number' is not assignable to type 'string'.\` -->
    <button type="button" (click)="cart.tenant = 42">42</button>
    <!-- @expect-error a misspelt property is none of the element: \`Property 'tenat' does not exist on type 'ShopCartElement'.\` -->
    <button type="button" (click)="cart.tenat = 'JS_DE'">JS_DE</button>
  `,
})
export class TypingsCheckComponent {
  private readonly cart = viewChild.required<ElementRef<HTMLElementTagNameMap['shop-cart']>>('cart');
  protected count = 0;

  protected onChange(event: ShopCartChangeEvent) {
    this.count = event.detail.itemCount;
  }

  /** A handler for a detail the event does not have. */
  protected onTextCount(event: CustomEvent<{ itemCount: string }>) {
    this.count = event.detail.itemCount.length;
  }

  /** A handler that expects the detail instead of the event. */
  protected onDetail(detail: { itemCount: number }) {
    this.count = detail.itemCount;
  }

  protected setProperties() {
    const cart = this.cart().nativeElement;
    cart.tenant = 'JS_DE';
    cart.locale = 'en-GB';
    // @ts-expect-error the tenant is a string
    cart.tenant = 42;
    // @ts-expect-error the cart's locale is a string (a language tag, `en-GB` too)
    cart.locale = ['de'];
    // @ts-expect-error a misspelt property is none of the element
    cart.tenat = 'JS_DE';
    const counter = document.querySelector('shop-wishlist-counter');
    if (!counter) return;
    counter.productIds = ['p-1'];
    // @ts-expect-error the product ids are strings
    counter.productIds = [1, 2];
    // @ts-expect-error the counter's count is read-only
    counter.count = 3;
  }
}
