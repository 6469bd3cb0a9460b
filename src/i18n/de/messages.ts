/** A nested i18next resource: keys to texts or to further groups. */
export interface Messages {
  [key: string]: string | Messages;
}
