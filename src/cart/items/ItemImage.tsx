import { useRef } from 'react';
import { isImageUrl, productPageUrl, safeSrcset, type Product } from '../../domain/index.js';
import { useLazyImage } from '../../ui/use-lazy-image.js';

/**
 * The product image, linking to the product page `experiences/{productId}`, named by the tile's title. It
 * loads once the tile is within 200 px of the viewport (spec point 9); its box has its size from the
 * start, so nothing moves when it arrives.
 */
export function ItemImage({ product, labelledBy }: { product: Product; labelledBy: string }) {
  const image = useRef<HTMLImageElement>(null);
  // The first address that is an image; `javascript:`, `data:text/html` and the like never reach the page.
  const src = [
    product.image?.url,
    product.image?.src,
    product.images?.[0]?.url,
    product.images?.[0]?.absoluteUrl,
  ].find((candidate) => candidate !== undefined && isImageUrl(candidate));
  useLazyImage(image, src, safeSrcset(product.image?.srcset));
  return (
    <a data-area="image" href={productPageUrl(product.productId)} aria-labelledby={labelledBy}>
      {src && <img ref={image} sizes={product.image?.sizes} alt="" width={96} height={72} decoding="async" />}
    </a>
  );
}
