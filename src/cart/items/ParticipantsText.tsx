import { participantsDisplay, type Product } from '../../domain/index.js';
import { useItemTexts } from './item-texts.js';

/** A range of persons (min to max), or the single count with singular or plural. */
export function ParticipantsText({ product }: { product: Product }) {
  const texts = useItemTexts();
  const participants = participantsDisplay(product);
  if (!participants) return null;
  return (
    <p data-muted data-participants>
      {texts.participants(participants)}
    </p>
  );
}
