import { offeredPackagingOptions, type CartItem } from '../../domain/index.js';
import { ChooseMotifButton } from './ChooseMotifButton.js';
import { PackagingDropdown } from './PackagingDropdown.js';
import { PackagingOptions } from './PackagingOptions.js';
import { usePackagingTexts } from './packaging-texts.js';
import type { PackagingState } from './use-packaging-choice.js';

interface Props {
  item: CartItem;
  titleId: string;
  state: PackagingState;
}

/**
 * The gift-wrap choice section of a tile (spec point 2): nothing without options; a single option is
 * stated, not offered; several are radio buttons in the new design and a dropdown in the old one. A
 * packaging with several motifs adds the choose-motif button.
 */
export function PackagingChoice({ item, titleId, state }: Props) {
  const texts = usePackagingTexts();
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
        <PackagingOptions item={item} options={options} titleId={titleId} state={state} />
      ) : (
        <PackagingDropdown item={item} options={options} titleId={titleId} state={state} />
      )}
      <ChooseMotifButton item={item} titleId={titleId} />
    </div>
  );
}
