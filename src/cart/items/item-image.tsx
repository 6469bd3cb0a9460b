import type { RefObject } from 'react';
import { isImageUrl, productPageUrl, safeSrcset, type Product } from '../../domain/index.js';

/**
 * The product image, linking to the product page `experiences/{productId}`, named by the tile's title. It
 * loads once the tile is within 200 px of the viewport (spec point 9); its box has its size from the
 * start, so nothing moves when it arrives.
 *
 * Server-rendered markup also carries the image in a `<noscript>` before it (`withNoscript`: on the server
 * and while hydrating): a page without JavaScript shows that one (it fills the box; the empty image after
 * it is clipped), a page with JavaScript never parses it (no request, the 200 px rule alone decides).
 * React leaves a `<noscript>`'s content alone, in the browser it renders it empty and hydrates it without
 * a mismatch. A cart rendered afresh in the browser runs JavaScript, so it leaves the `<noscript>` out.
 *
 * The image's addresses: the first that is an image (`javascript:`, `data:text/html` and the like never
 * reach the page).
 */
export function imageSource(product: Product): { src: string | undefined; srcset: string | undefined } {
  const src = [
    product.image?.url,
    product.image?.src,
    product.images?.[0]?.url,
    product.images?.[0]?.absoluteUrl,
  ].find((candidate) => candidate !== undefined && isImageUrl(candidate));
  return { src, srcset: safeSrcset(product.image?.srcset) };
}

/**
 * A part of the tile; the tile gives the image its address once near (useLazyImage, through `image`).
 * The tile skips its content while out of view (`content-visibility: auto`): the tile is watched.
 */
export function itemImage(
  product: Product,
  labelledBy: string,
  image: RefObject<HTMLImageElement | null>,
  { src, srcset }: { src: string | undefined; srcset: string | undefined },
  withNoscript: boolean,
) {
  return (
    <a data-area="image" href={productPageUrl(product.productId)} aria-labelledby={labelledBy}>
      {src && withNoscript && (
        <noscript>
          <img
            src={src}
            srcSet={srcset}
            sizes={product.image?.sizes}
            alt=""
            width={96}
            height={72}
            decoding="async"
            loading="lazy"
          />
        </noscript>
      )}
      {src && <img ref={image} sizes={product.image?.sizes} alt="" width={96} height={72} decoding="async" />}
    </a>
  );
}
