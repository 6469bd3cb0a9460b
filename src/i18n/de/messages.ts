/** A nested catalogue (i18next's JSON v4 format): keys to texts or to further groups. */
export interface Messages {
  [key: string]: string | Messages;
}

/** Groups of messages merged key by key, later parts adding to (and overriding) earlier ones. */
export function mergeMessages(...parts: Messages[]): Messages {
  const merged: Messages = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = merged[key];
      merged[key] =
        typeof value !== 'string' && existing !== undefined && typeof existing !== 'string'
          ? mergeMessages(existing, value)
          : value;
    }
  }
  return merged;
}
