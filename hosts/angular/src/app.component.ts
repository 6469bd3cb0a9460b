// The host's own UI around <shop-cart>: a line with the item count, kept by the element's
// `shop-cart-change` event bound with Angular's `(shop-cart-change)`, a language switch that sets the
// element's `locale` property (`[locale]`), and the wishlist counter in the header.
import { CUSTOM_ELEMENTS_SCHEMA, Component, inject, signal } from '@angular/core';
import type { ShopCartChangeEvent } from 'shop-cart-fragment';
import { STARTUP_DATA, StartupDataDirective, itemsIn } from './startup-data';

type Locale = 'de' | 'en';

@Component({
  selector: 'shop-host',
  imports: [StartupDataDirective],
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <header>
      <strong>Angular-Shop</strong> <shop-wishlist-counter [attr.locale]="locale()" />
      <p data-host="count" role="status">Artikel im Warenkorb: {{ count() }}</p>
      <label>
        Sprache
        <select data-host="locale" [value]="locale()" (change)="setLocale($event)">
          <option value="de">Deutsch</option>
          <option value="en">English</option>
        </select>
      </label>
    </header>
    <!-- In a view of its own: the element and its JSON child are made before they enter the page. -->
    @if (data; as data) {
      <main>
        <shop-cart
          shopStartupData
          [tenant]="data.tenant"
          [locale]="locale()"
          (shop-cart-change)="onChange($event)"
        ></shop-cart>
      </main>
    }
  `,
})
export class AppComponent {
  protected readonly data = inject(STARTUP_DATA);
  protected readonly count = signal(itemsIn(this.data));
  protected readonly locale = signal<Locale>('de');

  // `$event` has the package's event type (HTMLElementEventMap), which strictTemplates checks.
  protected onChange(event: ShopCartChangeEvent) {
    this.count.set(event.detail.itemCount);
  }

  protected setLocale(event: Event) {
    const value = (event.target as HTMLSelectElement).value;
    this.locale.set(value === 'en' ? 'en' : 'de');
  }
}
