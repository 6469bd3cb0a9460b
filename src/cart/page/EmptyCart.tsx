import { css } from '@emotion/react';
import { SHOP_URLS } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { themeVar } from '../../ui/theme.js';

const box = css`
  padding: 24px 0;
  h1 {
    font-size: 1.75rem;
    margin: 0 0 8px;
  }
  a {
    color: ${themeVar('--shop-cart-color-brand')};
    font-weight: 600;
  }
`;

/**
 * The empty cart, with a way back into the shop, then the host's own content (slot `empty`: light DOM,
 * styled by the page, never read here; an empty slot takes no room).
 */
export function EmptyCart() {
  const { t } = useT();
  return (
    <section css={box} part="empty" aria-labelledby="shop-cart-empty">
      <h1 id="shop-cart-empty">{t('cart.empty.headline')}</h1>
      <p>{t('cart.empty.text')}</p>
      <a href={SHOP_URLS.start}>{t('cart.empty.link')}</a>
      <slot name="empty" />
    </section>
  );
}
