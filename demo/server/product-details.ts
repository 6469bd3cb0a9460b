// Product details for the services modal. The body is HTML as the shop's content system delivers it,
// including markup that the fragment must sanitise: anything that runs sets `window.__shopCartXss`.
import { productKind } from '../../src/domain/index.js';
import type { ProductKind } from '../../src/domain/index.js';
import type { ProductTemplate } from './catalogue.js';
import { HOSTILE_PRODUCT } from './catalogue.js';

/** Script that marks a successful injection, so a browser test can assert nothing ran. */
export const XSS_MARK = 'window.__shopCartXss=(window.__shopCartXss||0)+1';

const SERVICES: Record<ProductKind, string[]> = {
  experience: [
    'Ausführliche Einweisung durch erfahrene Profis',
    'Ausrüstung vor Ort',
    'Urkunde zur Erinnerung',
  ],
  box: ['Ein Erlebnis nach Wahl aus über 40 Angeboten', 'Hochwertige Geschenkbox', 'Umtausch kostenlos'],
  value_voucher: ['Frei wählbar aus allen Erlebnissen', 'Restwert bleibt erhalten'],
  gift_wrap: ['Schleife und Grußkarte', 'Passend für Gutscheine und Boxen'],
};

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface ProductDetails {
  title: string;
  productInformation: { services: { caption: string; body: string } };
}

export function productDetailsFor(template: ProductTemplate): ProductDetails {
  const items = SERVICES[productKind(template.productType)].map(
    (service) => `<li>${escapeText(service)}</li>`,
  );
  const parts = [
    `<h3>Im Preis enthalten</h3>`,
    `<ul>${items.join('')}</ul>`,
    `<p><strong>Preisgarantie:</strong> zwölf Monate ab Kauf. <a href="/experiences/${template.productId}" target="_blank">Mehr zum Erlebnis</a></p>`,
    // What a content system lets through and the fragment must remove:
    `<p onmouseover="${XSS_MARK}">Gutscheine sind 3 Jahre gültig und verlängerbar.</p>`,
    `<img src="x" alt="" onerror="${XSS_MARK}">`,
    `<script>${XSS_MARK}</script>`,
  ];
  if (template === HOSTILE_PRODUCT) {
    parts.push(
      `<a href="javascript:${XSS_MARK}">Jetzt buchen</a>`,
      `<iframe src="javascript:${XSS_MARK}"></iframe>`,
      `<svg><script>${XSS_MARK}</script></svg>`,
      `<style>* { display: none !important; }</style>`,
    );
  }
  return {
    // The title is plain text; it goes out as it is stored (the hostile one included).
    title: template.title,
    productInformation: { services: { caption: 'Leistungen & Einlösung', body: parts.join('\n') } },
  };
}
