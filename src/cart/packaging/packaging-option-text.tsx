import type { PackagingOption } from '../../domain/index.js';
import type { PackagingTexts } from './packaging-texts.js';

/**
 * An option as the shopper reads it: title and price; the gift box with its facts (spec point 9). The
 * spaces between the parts keep the words apart in the option's accessible name. A plain function, not a
 * component: a long cart renders it dozens of times.
 */
export function packagingOptionText(texts: PackagingTexts, option: PackagingOption) {
  const giftBox = option.type === 'GiftBox';
  return (
    <span>
      <span>{texts.title(option)}</span> <span>{texts.price(option)}</span>
      {giftBox && ' '}
      {giftBox && <span data-packaging-facts>{texts.giftBoxFacts}</span>}
    </span>
  );
}
