/**
 * The shape of a translation of a German catalogue group: the same keys, each text a string. An English
 * group typed with it fails to compile when a key is missing or added (`test/i18n/locale-parity.node.test.ts`
 * checks the placeholders as well).
 */
export type TranslationOf<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : TranslationOf<T[K]>;
};
