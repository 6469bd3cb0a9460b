import type { CartItem, KnownPackagingOption } from '../../domain/index.js';
import { packagingOptionText } from './packaging-option-text.js';
import { usePackagingTexts } from './packaging-texts.js';
import { usePackagingChoice, type PackagingState } from './use-packaging-choice.js';

interface Props {
  item: CartItem;
  /** The options of types this version knows. */
  options: readonly KnownPackagingOption[];
  titleId: string;
  state: PackagingState;
}

/**
 * The new design's gift-wrap choice: every option as a radio button with title and price, the chosen one
 * checked. Choosing sends it at once (an item action); the group is named 'Verpackung' plus the title.
 */
export function PackagingOptions({ item, options, titleId, state }: Props) {
  const id = `${titleId}-packaging`;
  const texts = usePackagingTexts();
  const { selectedType, choose, blocked } = usePackagingChoice(item, state);
  return (
    <div data-packaging data-design="new">
      <p id={`${id}-h`} data-packaging-heading>
        {texts.heading}
      </p>
      <div role="radiogroup" aria-labelledby={`${id}-h ${titleId}`} data-packaging-options>
        {options.map((option) => (
          <label key={option.type} data-packaging-option={option.type}>
            <input
              type="radio"
              name={id}
              value={option.type}
              checked={option.type === selectedType}
              aria-disabled={blocked || undefined}
              onChange={() => choose(option)}
            />
            {packagingOptionText(texts, option)}
          </label>
        ))}
      </div>
    </div>
  );
}
