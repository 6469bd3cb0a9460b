// A shop page written in Angular that embeds the cart from the installed package. The start-up data comes
// from the reference API, as a shop's server would put it into the page, before the app starts.
import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import 'shop-cart-fragment/shop-cart.js';
import 'shop-cart-fragment/shop-wishlist-counter.js';
import { AppComponent } from './app.component';
import { STARTUP_DATA, type StartupData } from './startup-data';

async function start() {
  const response = await fetch('/api/test/startup-data?includeCart=true');
  const data = (await response.json()) as StartupData;
  await bootstrapApplication(AppComponent, {
    providers: [provideZonelessChangeDetection(), { provide: STARTUP_DATA, useValue: data }],
  });
}

void start();
