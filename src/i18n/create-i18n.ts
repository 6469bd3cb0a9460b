import { createInstance, type i18n as I18n } from 'i18next';
import { catalogueFor } from './catalogue.js';

/**
 * One i18next instance per element, so fragments on one page never share a language or catalogue. The
 * German catalogue is bundled and the instance is ready synchronously: the first render has its texts.
 * Only German has a catalogue; any other locale falls back to it.
 */
export function createI18n(brand: 'JS' | 'MD', locale = 'de'): I18n {
  const instance = createInstance({
    lng: locale,
    fallbackLng: 'de',
    supportedLngs: ['de'],
    resources: { de: { translation: catalogueFor(brand) } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  void instance.init();
  return instance;
}
