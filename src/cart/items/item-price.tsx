import { multiplyMoney, type Money } from '../../domain/index.js';
import type { TileKit } from './tile-kit.js';

interface Props {
  price: Money;
  /** Present for a reduced product: its price before the reduction, per piece. */
  originalUnitPrice?: Money | undefined;
  quantity: number;
}

/** The price of the tile, with the price before a reduction struck through. A part of the tile. */
export function itemPrice({ t, f, texts }: TileKit, { price, originalUnitPrice, quantity }: Props) {
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
}
