import type { deCore } from './de/core.js';
import type { deExtended } from './de/extended.js';

/** i18next's plural suffixes: `participants_one` / `_other` are asked for as `participants`. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type KeyOf<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? K | Base : K;

/** The dotted paths to the texts of a catalogue group: `{ a: { b: '…' } }` gives `'a.b'`. */
type MessagePaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${KeyOf<K>}`
    : MessagePaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every key of the German catalogue (core and extended part), as dotted paths. Use it wherever a key
 * travels (`Message.key`, maps from states or codes to keys) so that a misspelled key fails to compile.
 */
export type MessageKey = MessagePaths<typeof deCore> | MessagePaths<typeof deExtended>;
