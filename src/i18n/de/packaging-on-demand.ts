import type { Messages } from './messages.js';

/** The rest of the `packaging` group: the packaging variants modal's texts, loaded with the modal. */
export const packagingOnDemand = {
  variantsHeadline: 'Wähle dein Motiv',
  variantsLoading: 'Motive werden geladen …',
  variantsFailed: 'Die Motive konnten nicht geladen werden.',
  noVariants: 'Für diese Verpackung gibt es gerade keine Motive.',
  retry: 'Erneut versuchen',
} satisfies Messages;
