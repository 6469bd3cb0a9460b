import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

import type { MessageKey } from './message-key.js';

/** Translates a catalogue key: only keys of the German catalogue compile. */
export type Translate = (key: MessageKey, params?: Record<string, unknown>) => string;

const fixedT = new WeakMap<I18n, { t: Translate }>();

/**
 * A translate function that looks a text without options up once: i18next resolves every call anew
 * (namespaces, fallbacks, interpolation, post-processing), which the same key asked again on every render
 * does not need. Texts with options, and keys without a text yet (the extended catalogue may still come),
 * go to i18next each time.
 */
function lookingUpOnce(i18n: I18n): Translate {
  const translate: TFunction = i18n.getFixedT(i18n.language);
  const texts = new Map<string, string>();
  return (key, params) => {
    if (params !== undefined) return translate(key, params);
    const known = texts.get(key);
    if (known !== undefined) return known;
    const text = translate(key);
    // Missing texts are '' (create-i18n): asked again, as the extended catalogue may still come.
    if (text !== '' && text !== key) texts.set(key, text);
    return text;
  };
}

/**
 * The element's translate function. An instance never changes its language (a switch of `locale` gives
 * the cart a new instance, and the context change renders every user again), so unlike react-i18next's
 * useTranslation this neither wraps the instance nor subscribes to language changes in every component:
 * that cost 10 ms per 25-item cart in the benchmark.
 */
export function useT(): { t: Translate } {
  const { i18n } = useContext(I18nContext);
  let value = fixedT.get(i18n);
  if (!value) {
    value = { t: lookingUpOnce(i18n) };
    fixedT.set(i18n, value);
  }
  return value;
}
