import { packagingOptionText } from './packaging-option-text.js';
import type { TileKit } from '../items/tile-kit.js';
import { packagingChoice, type PackagingChoiceProps } from './packaging-control.js';

/**
 * The new design's gift-wrap choice: every option as a radio button with title and price, the chosen one
 * checked. Choosing sends it at once (an item action); the group is named packaging.heading plus the title.
 * A part of the tile.
 */
export function packagingOptions(kit: TileKit, props: PackagingChoiceProps) {
  const { options, titleId } = props;
  const { id, texts, selectedType, choose, blocked } = packagingChoice(
    { store: kit.store, texts: kit.packagingTexts },
    props,
  );
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
