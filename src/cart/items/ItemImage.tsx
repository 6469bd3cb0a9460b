import { productPageUrl, type Product } from '../../domain/index.js';

/** The product image, linking to the product page `experiences/{productId}`, named by the tile's title. */
export function ItemImage({ product, labelledBy }: { product: Product; labelledBy: string }) {
  const src =
    product.image?.url ?? product.image?.src ?? product.images?.[0]?.url ?? product.images?.[0]?.absoluteUrl;
  return (
    <a data-area="image" href={productPageUrl(product.productId)} aria-labelledby={labelledBy}>
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
