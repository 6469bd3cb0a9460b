// A shop page written in React 19 that embeds the cart from the installed package. The shared-React
// entry registers the elements with this app's React (one React on the page). The start-up data comes
// from the reference API, as a shop's server would put it into the page.
import { createRoot } from 'react-dom/client';
import 'shop-cart-fragment/shared-react';
import 'shop-cart-fragment/shared-react/shop-wishlist-counter.js';
import { App, type StartupData } from './App';

async function start() {
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing');
  const response = await fetch('/api/test/startup-data?includeCart=true');
  const data = (await response.json()) as StartupData;
  createRoot(container).render(<App data={data} />);
}

void start();
