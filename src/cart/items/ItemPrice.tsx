import { memo } from 'react';
import { useFormats } from '../../i18n/use-formats.js';
import { useT } from '../../i18n/use-t.js';
import { useItemTexts } from './item-texts.js';
import { multiplyMoney, type Money } from '../../domain/index.js';

interface Props {
  price: Money;
  /** Present for a reduced product: its price before the reduction, per piece. */
  originalUnitPrice?: Money | undefined;
  quantity: number;
}

/** The price of the tile, with the price before a reduction struck through. */
export const ItemPrice = memo(function ItemPrice({ price, originalUnitPrice, quantity }: Props) {
  const { t } = useT();
  const f = useFormats();
  const texts = useItemTexts();
  return (
    <p data-price>
      {originalUnitPrice && (
        <del>{t('item.originalPrice', { amount: f.money(multiplyMoney(originalUnitPrice, quantity)) })}</del>
      )}
      <span>
        <span data-visually-hidden>{texts.price}: </span>
        {f.money(price)}
      </span>
    </p>
  );
});
