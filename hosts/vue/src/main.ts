// A shop page written in Vue 3 that embeds the cart from the installed package. The start-up data comes
// from the reference API, as a shop's server would put it into the page.
import { createApp } from 'vue';
import 'shop-cart-fragment/shop-cart.js';
import 'shop-cart-fragment/shop-wishlist-counter.js';
import App from './App.vue';
import type { StartupData } from './startup-data';

async function start() {
  const response = await fetch('/api/test/startup-data?includeCart=true');
  const data = (await response.json()) as StartupData;
  createApp(App, { data }).mount('#app');
}

void start();
