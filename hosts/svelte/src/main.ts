// A shop page written in Svelte 5 that embeds the cart from the installed package. The start-up data
// comes from the reference API, as a shop's server would put it into the page.
import { mount } from 'svelte';
import 'shop-cart-fragment/shop-cart.js';
import 'shop-cart-fragment/shop-wishlist-counter.js';
import App from './App.svelte';
import type { StartupData } from './startup-data';

async function start() {
  const target = document.getElementById('app');
  if (!target) throw new Error('#app is missing');
  const response = await fetch('/api/test/startup-data?includeCart=true');
  const data = (await response.json()) as StartupData;
  mount(App, { target, props: { data } });
}

void start();
