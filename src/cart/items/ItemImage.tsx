import { isImageUrl, productPageUrl, safeSrcset, type Product } from '../../domain/index.js';

/** The product image, linking to the product page `experiences/{productId}`, named by the tile's title. */
export function ItemImage({ product, labelledBy }: { product: Product; labelledBy: string }) {
  // The first address that is an image; `javascript:`, `data:text/html` and the like never reach the page.
  const src = [
    product.image?.url,
    product.image?.src,
    product.images?.[0]?.url,
    product.images?.[0]?.absoluteUrl,
  ].find((candidate) => candidate !== undefined && isImageUrl(candidate));
  return (
    <a data-area="image" href={productPageUrl(product.productId)} aria-labelledby={labelledBy}>
      {src && (
        <img
          src={src}
          srcSet={safeSrcset(product.image?.srcset)}
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
