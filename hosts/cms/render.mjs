// The CMS's server template in a few lines: writes page.html with the start-up data of <shop-cart> as its
// JSON child (here a fixed cart, startup-data.json; a shop's server writes the visitor's cart per request),
// and serves the package's dist/ beside it under fragments/cart/, as a CMS serves the fragment's files.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'dist');
const packageDist = join(here, 'node_modules', 'shop-cart-fragment', 'dist');

/** JSON that cannot end its <script> element ('<' escaped) nor break out of it. */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const attribute = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page for one visitor's start-up data. */
export function renderPage(template, data) {
  const itemCount = (data.props?.cart?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
  const values = {
    tenant: attribute(data.tenant),
    startupData: scriptJson(data),
    itemCount: String(itemCount),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => values[name]);
}

const data = JSON.parse(readFileSync(join(here, 'startup-data.json'), 'utf8'));
mkdirSync(join(out, 'fragments', 'cart'), { recursive: true });
writeFileSync(join(out, 'index.html'), renderPage(readFileSync(join(here, 'page.html'), 'utf8'), data));
for (const file of readdirSync(packageDist)) {
  if (/\.(js|css)$/.test(file)) copyFileSync(join(packageDist, file), join(out, 'fragments', 'cart', file));
}
