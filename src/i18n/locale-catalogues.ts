// Which catalogue parts of which language this page has: 'de' and 'en' are the core texts of the first
// paint, 'de+' and 'en+' the extended ones (error codes, modals, payments). German's core is bundled;
// every other part is a lazy chunk: English's core is loaded before an English cart first renders (no
// flash of German), the extended parts when a text of theirs is first needed.
import type { ShopLocale } from '../domain/index.js';
import { loadChunk } from '../domain/load-chunk.js';
import { deCore } from './de/core.js';
import type { Messages } from './de/messages.js';

/** A part of a language's catalogue: its core ('en') or its extended texts ('en+'). */
export type CataloguePart = ShopLocale | `${ShopLocale}+`;

const chunks: Record<Exclude<CataloguePart, 'de'>, () => Promise<Messages>> = {
  en: () => import('./chunks/en-core.js').then((module) => module.enCore),
  'de+': () => import('./chunks/de-extended.js').then((module) => module.deExtended),
  'en+': () => import('./chunks/en-extended.js').then((module) => module.enExtended),
};

const loaded = new Map<CataloguePart, Messages>([['de', deCore]]);
/** Parts that failed for `prepareLocale`: not waited for again (the cart then shows German texts). */
const failed = new Set<CataloguePart>();
/** True once a cart of the page needed extended texts: a language switched to then loads them too. */
let extendedNeeded = false;

/** The texts of a part when this page has them (German's core always). */
export const loadedTexts = (part: CataloguePart): Messages | undefined => loaded.get(part);

/** Loads a part (a lazy chunk); fails with the chunk's error. */
export async function loadTexts(part: Exclude<CataloguePart, 'de'>): Promise<Messages> {
  if (part.endsWith('+')) extendedNeeded = true;
  let messages = loaded.get(part);
  if (!messages) {
    messages = await loadChunk(chunks[part]);
    loaded.set(part, messages);
  }
  return messages;
}

/**
 * What must load before a cart renders in `locale`: null when the page has it (German; a language loaded
 * before), else a promise of its core, and of its extended texts when carts here already needed some, so
 * that a switched cart shows every text at once. A part that fails is logged; the cart speaks German then.
 */
export function prepareLocale(locale: ShopLocale): Promise<unknown> | null {
  const parts = [locale, ...(extendedNeeded ? [`${locale}+` as const] : [])].filter(
    (part): part is Exclude<CataloguePart, 'de'> => !loaded.has(part) && !failed.has(part),
  );
  return parts.length === 0
    ? null
    : Promise.all(
        parts.map((part) =>
          loadTexts(part).catch((error: unknown) => {
            failed.add(part);
            console.error(`shop-cart: the catalogue part ${part} could not be loaded`, error);
          }),
        ),
      );
}
