import { Directive, ElementRef, InjectionToken, inject } from '@angular/core';

export interface StartupData {
  tenant: string;
  props: { cart?: { items: { quantity: number }[] } };
}

export const STARTUP_DATA = new InjectionToken<StartupData>('the start-up data of <shop-cart>');

export const itemsIn = (data: StartupData) =>
  (data.props.cart?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);

/**
 * Writes the start-up data as the JSON child of the element it sits on. Angular leaves <script> out of
 * templates, so the child is made here, when Angular creates the element (before it enters the page).
 */
@Directive({ selector: 'shop-cart[shopStartupData]' })
export class StartupDataDirective {
  constructor() {
    const script = document.createElement('script');
    script.type = 'application/json';
    // '<' escaped: a title with </script> cannot end the JSON child.
    script.textContent = JSON.stringify(inject(STARTUP_DATA)).replace(/</g, '\\u003c');
    inject<ElementRef<HTMLElement>>(ElementRef).nativeElement.append(script);
  }
}
