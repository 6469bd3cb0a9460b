import { css } from '@emotion/react';
import { useT } from '../../i18n/use-t.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';

const title = css`
  font-size: 1.75rem;
  margin: 0 0 16px;
`;

/** The page title: cart.title.new in the new design, cart.title.old in the old one. */
export function CartTitle() {
  const { t } = useT();
  const { newDesign } = useFragmentConfig();
  return (
    <h1 css={title} part="title">
      {t(newDesign ? 'cart.title.new' : 'cart.title.old')}
    </h1>
  );
}
