// Texts formatted with Intl (money, dates, times, points), known in advance. The first Intl number
// formatter of a page costs tens of milliseconds before it formats anything; a server-rendered cart
// carries the texts it showed, so that hydrating it needs no formatter at all. Each known text is exactly
// what the domain's formatter gives for its key, so knowing it changes no output, only when Intl is first
// asked. Module state, so it lives here and not in domain/ (whose formatters are pure): the element's
// formats (use-formats.ts) go through it.

const known = new Map<string, string>();
let listener: ((key: string, text: string) => void) | null = null;

/**
 * The text for `key`: known in advance, or made by `format` (whose result is not kept: Intl is cheap then).
 * A made text equal to `none` (the '' of a date that cannot be read) is not recorded.
 */
export function formattedText(key: string, format: () => string, none?: string): string {
  const text = known.get(key) ?? format();
  if (text !== none) listener?.(key, text);
  return text;
}

/** Adds texts formatted elsewhere (by the server, for the same keys). */
export function knowFormattedTexts(texts: Readonly<Record<string, string>>): void {
  for (const [key, text] of Object.entries(texts)) {
    if (typeof text === 'string') known.set(key, text);
  }
}

/**
 * Calls `onText` with every text formatted from now on, until the answered function is called (the
 * server records what one render formatted).
 */
export function listenToFormattedTexts(onText: (key: string, text: string) => void): () => void {
  listener = onText;
  return () => {
    if (listener === onText) listener = null;
  };
}
