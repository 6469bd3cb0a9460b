import type { ShopLocale } from '../domain/index.js';
import type { Messages } from './de/messages.js';
import { flattenCatalogue, hasCatalogueKey } from './flat-messages.js';

/**
 * The texts of one element in one language. The catalogue is kept in i18next's JSON v4 format (nested
 * keys, CLDR plural suffixes `_one` / `_other`, `{{name}}` placeholders), and the texts come out as
 * i18next would give them (test/i18n/translator.node.test.ts holds every text against i18next), but the
 * look-up is this file: the cart uses nothing else of i18next, whose size and set-up weighed on the first
 * paint (docs/decisions/0001-own-translator.md).
 */
export interface Translator {
  /** The language of the texts (a `lang` attribute, the formats). */
  readonly language: ShopLocale;
  /**
   * The text of `key` with `params` put in for its placeholders; with a numeric `count` the plural form
   * the language's rules choose (`_zero` for 0 where the catalogue has one). '' when the catalogue has no
   * text: the fragment falls back to empty messages and still renders its structure (spec point 8).
   */
  readonly t: (key: string, params?: Readonly<Record<string, unknown>>) => string;
  /** True when `key` has a text, itself or in its plural forms. */
  readonly has: (key: string) => boolean;
  /** Adds texts (a lazily loaded part of the catalogue); a key given again takes the new text. */
  readonly add: (messages: Messages) => void;
}

/** Flattened once per catalogue object (the branded catalogues are themselves made once per page). */
const flattened = new WeakMap<Messages, ReadonlyMap<string, string>>();

function flat(messages: Messages): ReadonlyMap<string, string> {
  let texts = flattened.get(messages);
  if (!texts) {
    texts = flattenCatalogue(messages);
    flattened.set(messages, texts);
  }
  return texts;
}

/** Built on the first plural asked for: a cart that shows none builds no `Intl` object for it. */
const pluralRules = new Map<ShopLocale, Intl.PluralRules>();

function pluralForm(language: ShopLocale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * Puts the values in, in one pass: a value is never read for placeholders of its own (a product name
 * holding '{{count}}' shows as written). A placeholder without a value stays as written; a value of
 * null or undefined is empty.
 */
function interpolate(text: string, params: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(params, key)) return placeholder;
    const value = params[key];
    return value === null || value === undefined ? '' : String(value as string);
  });
}

/** The texts of `messages` in `language`. */
export function createTranslator(language: ShopLocale, messages: Messages): Translator {
  let texts = flat(messages);
  const lookUp = (key: string, count: unknown): string | undefined => {
    if (typeof count === 'number') {
      const plural =
        (count === 0 ? texts.get(`${key}_zero`) : undefined) ??
        texts.get(`${key}_${pluralForm(language, count)}`);
      if (plural !== undefined) return plural;
    }
    return texts.get(key);
  };
  return {
    language,
    t: (key, params) => {
      const text = lookUp(key, params?.count);
      if (text === undefined) return '';
      return params ? interpolate(text, params) : text;
    },
    has: (key) => hasCatalogueKey(texts, key),
    add: (more) => {
      texts = new Map([...texts, ...flat(more)]);
    },
  };
}
