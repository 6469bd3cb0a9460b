// The React 19 host page of the demo (demo/react-host/index.html): it loads the visitor's start-up data
// from the reference API, as a shop's server would render it, and renders the host app.
import { createRoot } from 'react-dom/client';
import { ShopHost } from './ShopHost.js';

interface StartupData {
  tenant: string;
  props: { customerEmailHash: string | null };
}

async function start() {
  const root = document.getElementById('app');
  if (!root) throw new Error('#app is missing');
  const data = (await (await fetch('/api/test/startup-data?includeCart=true')).json()) as StartupData;
  // A logged-in visitor's wishlist lives on the server; the reference API's extra read call stands in
  // for what the shop's server knows when it renders the page.
  const wishlist = data.props.customerEmailHash
    ? ((await (await fetch('/api/wishlist')).json()) as string[])
    : undefined;
  createRoot(root).render(<ShopHost tenant={data.tenant} startupData={data} wishlist={wishlist} />);
}

void start();
