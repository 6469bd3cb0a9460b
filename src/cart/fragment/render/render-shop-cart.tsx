// Server rendering of <shop-cart> (Node only): the same React tree and catalogue as in the browser, into a
// declarative shadow root that the element hydrates.
import { AsyncLocalStorage } from 'node:async_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
import { listenToFormattedTexts } from '../../../domain/index.js';
import { STATIC_CSS, STYLE_MARK, type FragmentStyles } from './fragment-styles.js';
import { prepareLocale } from '../../../i18n/locale-catalogues.js';
import { readStartup } from '../startup/read-startup.js';
import { TEXTS_MARK } from '../startup/server-texts.js';
import { ShopCartRoot } from './ShopCartRoot.js';

/** The texts each render formats, kept apart per render (renders may run at the same time). */
const formattedByRender = new AsyncLocalStorage<Map<string, string>>();
listenToFormattedTexts((key, text) => formattedByRender.getStore()?.set(key, text));

export interface RenderShopCartOptions {
  /** The element's attributes; they win over the same keys of the data, as in the browser. */
  tenant?: string;
  locale?: string;
  baseUrl?: string;
  /** The page's CSP nonce: put on the style element and on the element (browsers without constructed sheets). */
  nonce?: string;
  /**
   * The URL at which the host serves `dist/` + STATIC_CSS_FILE (the static rules, content-hashed). Given,
   * the static rules come as `<link rel="stylesheet">` to it (allowed by `style-src 'self'` with no nonce)
   * instead of inside a `<style>`.
   */
  stylesheetHref?: string;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON that cannot end its script element: every `<` is written as `\u003c` (still the same JSON). */
const scriptSafeJson = (data: unknown) => JSON.stringify(data).replaceAll('<', '\\u003c');

/** CSS that cannot end its style element. */
const styleSafe = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/** The server writes the styles into the shadow root itself, around the rendered markup. */
const SERVER_STYLES: FragmentStyles = { attach: () => () => undefined };

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : String(chunk);
  return html;
}

/**
 * The markup of a whole `<shop-cart>` for `data` (the start-up data, as the JSON child holds it): its
 * attributes, a declarative shadow root with the rendered cart and its styles, and the JSON child. The
 * element hydrates it in the browser. Start-up data the element cannot start with renders an empty shadow
 * root: the browser then reports it as it would without server rendering.
 */
export async function renderShopCart(data: unknown, options: RenderShopCartOptions = {}): Promise<string> {
  const { nonce, stylesheetHref, ...attributes } = options;
  const startup = readStartup(attributes, data);
  const written: [string, string | undefined][] = [
    ['tenant', attributes.tenant ?? (startup.ok ? startup.config.tenant : undefined)],
    ['locale', attributes.locale ?? (startup.ok ? startup.config.locale : undefined)],
    ['base-url', attributes.baseUrl],
    ['nonce', nonce],
  ];
  const attributeText = written
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');

  let shadow = '';
  if (startup.ok) {
    // The texts of a language other than German are a chunk of their own (inlined in the server build).
    await prepareLocale(startup.config.locale);
    const texts = new Map<string, string>();
    const markup = await formattedByRender.run(texts, async () => {
      const { prelude } = await prerenderToNodeStream(
        <ShopCartRoot startup={startup} styles={SERVER_STYLES} eventTarget={null} />,
      );
      return readAll(prelude);
    });
    // The nonce of the options, else the one the start-up data carries (the browser reads that one too).
    const styleNonce = nonce || startup.config.nonce;
    const nonceAttribute = styleNonce ? ` nonce="${escapeAttribute(styleNonce)}"` : '';
    const link = stylesheetHref
      ? `<link rel="stylesheet" href="${escapeAttribute(stylesheetHref)}" ${STYLE_MARK}>`
      : '';
    const style = stylesheetHref
      ? ''
      : `<style${nonceAttribute} ${STYLE_MARK}>${styleSafe(STATIC_CSS)}</style>`;
    shadow =
      link +
      style +
      `<script type="application/json" ${TEXTS_MARK}>${scriptSafeJson(Object.fromEntries(texts))}</script>` +
      markup;
  }
  return (
    `<shop-cart${attributeText}><template shadowrootmode="open">${shadow}</template>` +
    `<script type="application/json">${scriptSafeJson(data ?? {})}</script></shop-cart>`
  );
}
