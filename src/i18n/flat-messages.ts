import type { Messages } from './de/messages.js';

/** Every text of a catalogue by its dotted key ('cart.empty.text'), for look-ups and tests. */
export function flattenCatalogue(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flattenCatalogue(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** True when `t(key)` finds a text: the key itself, or its plural forms `_one` and `_other`. */
export function hasCatalogueKey(flat: ReadonlyMap<string, string>, key: string): boolean {
  return flat.has(key) || (flat.has(`${key}_one`) && flat.has(`${key}_other`));
}
