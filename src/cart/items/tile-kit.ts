import { useStore } from 'jotai';
import type { CartItem, Product } from '../../domain/index.js';
import { useFormats, type Formats } from '../../i18n/use-formats.js';
import { useT, type Translate } from '../../i18n/use-t.js';
import type { ItemActionKind } from '../../state/index.js';
import { useTracking, type CartTracking } from '../../tracking/index.js';
import type { LazyModalControl } from '../modal-host/use-lazy-modal-host.js';
import { useMotifModal, type MotifChoice } from '../packaging/motif-modal-host.js';
import { usePackagingTexts, type PackagingTexts } from '../packaging/packaging-texts.js';
import { useItemTexts, type ItemTexts } from './item-texts.js';
import { useServicesModal } from './services/services-modal-host.js';

/** What the parts of a tile use of the element, read once per tile from the list's and element's contexts. */
export interface TileKit {
  texts: ItemTexts;
  packagingTexts: PackagingTexts;
  t: Translate;
  f: Formats;
  store: ReturnType<typeof useStore>;
  tracking: CartTracking;
  services: LazyModalControl<Product>;
  motif: LazyModalControl<MotifChoice>;
}

export function useTileKit(): TileKit {
  return {
    texts: useItemTexts(),
    packagingTexts: usePackagingTexts(),
    t: useT().t,
    f: useFormats(),
    store: useStore(),
    tracking: useTracking(),
    services: useServicesModal(),
    motif: useMotifModal(),
  };
}

/**
 * What a tile hands its parts. The parts are plain functions, not components: a long cart renders one
 * component per tile instead of a dozen (issue 38), and the tile renders as a whole when its item or
 * its item's state changes.
 */
export interface TilePart {
  kit: TileKit;
  item: CartItem;
  /** The id of the tile's title: every control is named by its own text plus the title. */
  titleId: string;
  /** The action the item is busy with (from its start until it settled): controls refuse input. */
  busy: ItemActionKind | undefined;
  /** One ticket of an appointment item: removing or moving it lowers the quantity by one. */
  isTicket: boolean;
}
