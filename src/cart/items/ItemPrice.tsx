import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, multiplyMoney, type Money } from '../../domain/index.js';
import { themeVar, visuallyHidden } from '../../ui/theme.js';

const price = css`
  text-align: right;
  font-weight: 700;
  del {
    display: block;
    font-weight: 400;
    color: ${themeVar('--shop-cart-color-muted')};
  }
`;

interface Props {
  price: Money;
  /** Present for a reduced product: its price before the reduction, per piece. */
  originalUnitPrice?: Money | undefined;
  quantity: number;
  className?: string;
}

export function ItemPrice({ price: amount, originalUnitPrice, quantity, className }: Props) {
  const { t } = useTranslation();
  return (
    <p className={className} css={price} data-price>
      <span css={visuallyHidden}>{t('item.price')}: </span>
      {originalUnitPrice && (
        <del>
          {t('item.originalPrice', { amount: formatMoney(multiplyMoney(originalUnitPrice, quantity)) })}
        </del>
      )}
      <span>{formatMoney(amount)}</span>
    </p>
  );
}
