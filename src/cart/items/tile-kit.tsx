import { useStore } from 'jotai';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CartItem, Product } from '../../domain/index.js';
import { useFormats, type Formats } from '../../i18n/use-formats.js';
import { useT, type Translate } from '../../i18n/use-t.js';
import type { ItemActionKind } from '../../state/index.js';
import { useTracking, type CartTracking } from '../../tracking/index.js';
import { RendersFreshContext } from '../first-paint/index.js';
import type { LazyModalControl } from '../modal-host/use-lazy-modal-host.js';
import { useMotifModal, type MotifChoice } from '../packaging/motif-modal-host.js';
import { usePackagingTexts, type PackagingTexts } from '../packaging/packaging-texts.js';
import { useItemTexts, type ItemTexts } from './item-texts.js';
import { useServicesModal } from './services/services-modal-host.js';

/** What the parts of a tile use of the element: read once per list, handed to every tile in one context. */
export interface TileKit {
  texts: ItemTexts;
  packagingTexts: PackagingTexts;
  t: Translate;
  f: Formats;
  store: ReturnType<typeof useStore>;
  tracking: CartTracking;
  services: LazyModalControl<Product>;
  motif: LazyModalControl<MotifChoice>;
  /** The cart renders afresh in the browser (RendersFreshContext): no server markup to match. */
  fresh: boolean;
}

const TileKitContext = createContext<TileKit | null>(null);

/**
 * Gathers the tiles' kit once for the list, inside the list's providers: a tile reads one context
 * instead of nine (a long cart mounts each tile with less work), and the kit changes only when one of its
 * parts does.
 */
export function TileKitProvider({ children }: { children: ReactNode }) {
  const texts = useItemTexts();
  const packagingTexts = usePackagingTexts();
  const { t } = useT();
  const f = useFormats();
  const store = useStore();
  const tracking = useTracking();
  const services = useServicesModal();
  const motif = useMotifModal();
  const fresh = useContext(RendersFreshContext);
  const kit = useMemo<TileKit>(
    () => ({ texts, packagingTexts, t, f, store, tracking, services, motif, fresh }),
    [texts, packagingTexts, t, f, store, tracking, services, motif, fresh],
  );
  return <TileKitContext.Provider value={kit}>{children}</TileKitContext.Provider>;
}

export function useTileKit(): TileKit {
  const kit = useContext(TileKitContext);
  if (!kit) throw new Error('useTileKit: no TileKitProvider above');
  return kit;
}

/**
 * What a tile hands its parts. The parts are plain functions, not components: a long cart renders one
 * component per tile instead of a dozen (issue 38). The tile renders when its item or its item's state
 * changes; the parts its item alone decides are kept while only the state changes (tile-still-parts.tsx).
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
