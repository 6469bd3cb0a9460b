import type { CartItem } from '../../domain/index.js';
import { useFragmentConfig } from '../fragment/use-fragment-config.js';
import { ChooseMotifButton } from './ChooseMotifButton.js';
import { PackagingDropdown } from './PackagingDropdown.js';
import { PackagingOptions } from './PackagingOptions.js';
import { usePackagingTexts } from './packaging-texts.js';

/**
 * The gift-wrap choice section of a tile (spec point 2): nothing without options; a single option is
 * stated, not offered; several are radio buttons in the new design and a dropdown in the old one. A
 * packaging with several motifs adds 'Motiv wählen'.
 */
export function PackagingChoice({ item, titleId }: { item: CartItem; titleId: string }) {
  const { newDesign } = useFragmentConfig();
  const texts = usePackagingTexts();
  const options = item.availablePackagingOptions;
  const [only] = options;
  if (!only) return null;
  return (
    <div data-packaging-section>
      {options.length === 1 ? (
        <p data-packaging data-muted>
          {texts.current(only)}
        </p>
      ) : newDesign ? (
        <PackagingOptions item={item} titleId={titleId} />
      ) : (
        <PackagingDropdown item={item} titleId={titleId} />
      )}
      <ChooseMotifButton item={item} titleId={titleId} />
    </div>
  );
}
