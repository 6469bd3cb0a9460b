import { offeredPackagingOptions } from '../../domain/index.js';
import type { TilePart } from '../items/tile-kit.js';
import { chooseMotifButton } from './choose-motif-button.js';
import { PackagingDropdown } from './PackagingDropdown.js';
import { packagingOptions } from './packaging-options.js';
import type { PackagingState } from './packaging-control.js';

/**
 * The gift-wrap choice section of a tile (spec point 2): nothing without options; a single option is
 * stated, not offered; several are radio buttons in the new design and a dropdown in the old one. A
 * packaging with several motifs adds the choose-motif button. A part of the tile.
 */
export function packagingChoiceSection(part: TilePart, state: PackagingState) {
  const { kit, item, titleId } = part;
  const texts = kit.packagingTexts;
  // A packaging type this version does not know is not offered.
  const options = offeredPackagingOptions(item);
  const [only] = options;
  if (!only) return null;
  return (
    <div data-packaging-section>
      {options.length === 1 ? (
        <p data-packaging data-muted>
          {texts.current(only)}
        </p>
      ) : texts.newDesign ? (
        packagingOptions(kit, { item, options, titleId, state })
      ) : (
        <PackagingDropdown item={item} options={options} titleId={titleId} state={state} />
      )}
      {chooseMotifButton(part)}
    </div>
  );
}
