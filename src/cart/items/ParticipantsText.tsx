import { useT } from '../../i18n/use-t.js';
import { participantsDisplay, type Product } from '../../domain/index.js';

/** 'Für 2 bis 4 Personen' style range, or the single count with singular or plural. */
export function ParticipantsText({ product }: { product: Product }) {
  const { t } = useT();
  const participants = participantsDisplay(product);
  if (!participants) return null;
  return (
    <p data-muted data-participants>
      {participants.kind === 'range'
        ? t('item.participantsRange', { min: participants.min, max: participants.max })
        : t('item.participants', { count: participants.count })}
    </p>
  );
}
