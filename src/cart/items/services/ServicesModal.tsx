// A lazy chunk: the services/content modal, its call and DOMPurify load when a shopper opens it.
import { css } from '@emotion/react';
import { fetchProductDetails } from '../../../api/product-details-calls.js';
import { GENERIC_ERROR_KEY, LOADING_KEY, RETRY_KEY, type Product } from '../../../domain/index.js';
import type { MessageKey } from '../../../i18n/message-key.js';
import { useT } from '../../../i18n/use-t.js';
import { Button } from '../../../ui/Button.js';
import { LoadingIndicator } from '../../../ui/LoadingIndicator.js';
import { Modal } from '../../../ui/Modal.js';
import { themeVar } from '../../../ui/theme.js';
import { useModalLoad } from '../../modal-host/use-modal-load.js';
import { MessageText } from '../../notices/MessageText.js';
import { useTextsReady } from '../../page/use-texts-ready.js';
import { ServicesBody } from './ServicesBody.js';

const FAILED_KEY = 'services.failed';

const body = css`
  h3 {
    font-size: 1.05rem;
    margin: 16px 0 8px;
  }
  ul {
    padding-left: 20px;
  }
  a {
    color: ${themeVar('--shop-cart-color-brand')};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

export interface ServicesModalProps {
  product: Product;
  onClose: () => void;
}

/**
 * The services of a product (GET /api/product-details/{id}): its title as headline, the services caption
 * as subheadline, and the services HTML, sanitised. A failed call says so and offers a retry; closing
 * aborts the call.
 */
export default function ServicesModal({ product, onClose }: ServicesModalProps) {
  const { t } = useT();
  const texts = useTextsReady(FAILED_KEY);
  const { productId } = product;
  const { state, retry } = useModalLoad(
    (client, signal) => fetchProductDetails(client, productId, signal),
    'GET /api/product-details',
    productId,
  );
  const say = (key: MessageKey, fallback: MessageKey) => (texts.loaded ? t(key) : t(fallback));
  const details = state.status === 'ready' ? state.value : null;

  return (
    <Modal
      open
      onClose={onClose}
      headline={details?.title || product.title}
      subheadline={details?.caption || undefined}
      closeLabel={t('ui.closeDialog')}
      width="wide"
      size="full"
    >
      <div css={body} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <LoadingIndicator label={say('services.loading', LOADING_KEY)} />}
        {state.status === 'failed' && texts.ready && (
          <div role="alert">
            <MessageText message={{ key: texts.loaded ? FAILED_KEY : GENERIC_ERROR_KEY }} />
            <Button variant="outlined" size="small" onClick={retry}>
              {say('services.retry', RETRY_KEY)}
            </Button>
          </div>
        )}
        {details && texts.ready && (
          <ServicesBody html={details.body} newTabText={texts.loaded ? t('services.opensInNewTab') : ''} />
        )}
      </div>
    </Modal>
  );
}
