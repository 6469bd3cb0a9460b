import { participantsDisplay, type Product } from '../../domain/index.js';
import type { ItemTexts } from './item-texts.js';

/** A range of persons (min to max), or the single count with singular or plural. A part of the tile. */
export function participantsText(texts: ItemTexts, product: Product) {
  const participants = participantsDisplay(product);
  if (!participants) return null;
  return (
    <p data-muted data-participants>
      {texts.participants(participants)}
    </p>
  );
}
