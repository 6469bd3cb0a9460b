import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../domain/index.js';
import { themeVar } from '../../ui/theme.js';

const image = css`
  display: block;
  width: 96px;
  aspect-ratio: 4 / 3;
  border-radius: ${themeVar('--shop-cart-radius')};
  overflow: hidden;
  background: ${themeVar('--shop-cart-color-subtle')};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** The product image, linking to the product page `experiences/{productId}`. */
export function ItemImage({ product, className }: { product: Product; className?: string }) {
  const { t } = useTranslation();
  const src =
    product.image?.url ?? product.image?.src ?? product.images?.[0]?.url ?? product.images?.[0]?.absoluteUrl;
  return (
    <a
      className={className}
      css={image}
      href={`/experiences/${encodeURIComponent(product.productId)}`}
      aria-label={t('item.imageLink', { title: product.title })}
    >
      {src && (
        <img
          src={src}
          srcSet={product.image?.srcset}
          sizes={product.image?.sizes}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          decoding="async"
        />
      )}
    </a>
  );
}
