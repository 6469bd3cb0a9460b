// Which catalogue parts of which language this page has. German's core is bundled; every other part is a
// lazy chunk: English's core is loaded before an English cart first renders (no flash of German), and the
// extended parts when a text of theirs is first needed.
import type { ShopLocale } from '../domain/index.js';
import { loadChunk } from '../domain/load-chunk.js';
import { deCore } from './de/core.js';
import type { Messages } from './de/messages.js';

const cores = new Map<ShopLocale, Messages>([['de', deCore]]);
const extendeds = new Map<ShopLocale, Messages>();
/** True once any cart of the page needed the extended part: a language switched to then loads it too. */
let extendedNeeded = false;
/** Chunks that failed to load for `prepareLocale` ('core:en'): not waited for again (German texts then). */
const failed = new Set<string>();

const loadCore = {
  en: () => import('./chunks/en-core.js').then((module) => module.enCore),
} satisfies Record<Exclude<ShopLocale, 'de'>, () => Promise<Messages>>;

const loadExtended: Record<ShopLocale, () => Promise<Messages>> = {
  de: () => import('./chunks/de-extended.js').then((module) => module.deExtended),
  en: () => import('./chunks/en-extended.js').then((module) => module.enExtended),
};

/** The core texts of `locale` when this page has them (German always). */
export const coreTextsOf = (locale: ShopLocale): Messages | undefined => cores.get(locale);

/** The extended texts of `locale` when this page has loaded them. */
export const extendedTextsOf = (locale: ShopLocale): Messages | undefined => extendeds.get(locale);

/** Loads the extended texts of `locale` (a lazy chunk); fails with the chunk's error. */
export async function loadExtendedTexts(locale: ShopLocale): Promise<Messages> {
  extendedNeeded = true;
  const known = extendeds.get(locale);
  if (known) return known;
  const messages = await loadChunk(loadExtended[locale]);
  extendeds.set(locale, messages);
  return messages;
}

/**
 * What must load before a cart renders in `locale`: null when the page has it (German; a language loaded
 * before), else a promise of its core (and of its extended part when carts here already needed one, so
 * that a switched cart shows every text at once). A chunk that fails is logged; the cart then renders in
 * German.
 */
export function prepareLocale(locale: ShopLocale): Promise<void> | null {
  const needsExtended = extendedNeeded && !extendeds.has(locale) && !failed.has(`extended:${locale}`);
  const needsCore = locale !== 'de' && !cores.has(locale) && !failed.has(`core:${locale}`);
  if (!needsCore && !needsExtended) return null;
  return Promise.all([
    needsCore
      ? loadChunk(loadCore[locale as keyof typeof loadCore]).then(
          (messages) => void cores.set(locale, messages),
          reportMissing(`core:${locale}`),
        )
      : null,
    needsExtended ? loadExtendedTexts(locale).then(ignore, reportMissing(`extended:${locale}`)) : null,
  ]).then(ignore);
}

const ignore = () => undefined;

const reportMissing = (part: string) => (error: unknown) => {
  failed.add(part);
  console.error(`shop-cart: the catalogue part ${part} could not be loaded`, error);
};
