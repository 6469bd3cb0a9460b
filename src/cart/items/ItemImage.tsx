import { useT } from '../../i18n/use-t.js';
import type { Product } from '../../domain/index.js';

/** The product image, linking to the product page `experiences/{productId}`. */
export function ItemImage({ product }: { product: Product }) {
  const { t } = useT();
  const src =
    product.image?.url ?? product.image?.src ?? product.images?.[0]?.url ?? product.images?.[0]?.absoluteUrl;
  return (
    <a
      data-area="image"
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
