import { useTranslation } from 'react-i18next';
import { participantsDisplay, type Product } from '../../domain/index.js';
import { muted } from './item-tile-styles.js';

/** 'Für 2 bis 4 Personen' style range, or the single count with singular or plural. */
export function ParticipantsText({ product }: { product: Product }) {
  const { t } = useTranslation();
  const participants = participantsDisplay(product);
  if (!participants) return null;
  return (
    <p css={muted} data-participants>
      {participants.kind === 'range'
        ? t('item.participantsRange', { min: participants.min, max: participants.max })
        : t('item.participants', { count: participants.count })}
    </p>
  );
}
