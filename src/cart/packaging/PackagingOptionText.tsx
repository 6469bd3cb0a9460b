import type { PackagingOption } from '../../domain/index.js';
import { usePackagingTexts } from './packaging-texts.js';

/**
 * An option as the shopper reads it: title and price; the gift box with its facts (spec point 9). The
 * spaces between the parts keep the words apart in the option's accessible name.
 */
export function PackagingOptionText({ option }: { option: PackagingOption }) {
  const texts = usePackagingTexts();
  return (
    <>
      <span data-packaging-title>{texts.title(option)}</span>{' '}
      <span data-packaging-price>{texts.price(option)}</span>
      {option.type === 'GiftBox' && (
        <>
          {' '}
          <span data-packaging-facts>{texts.giftBoxFacts}</span>
        </>
      )}
    </>
  );
}
