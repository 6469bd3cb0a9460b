// A lazy chunk: the packaging variants modal and its call load when a shopper opens it.
import { css } from '@emotion/react';
import { useSetAtom } from 'jotai';
import { setItemPackagingAtom } from '../../state/index.js';
import { fetchPackagingVariants } from '../../api/packaging-variants-calls.js';
import {
  GENERIC_ERROR_KEY,
  isImageUrl,
  LOADING_KEY,
  RETRY_KEY,
  type CartItem,
  type PackagingType,
  type PackagingVariant,
} from '../../domain/index.js';
import type { MessageKey } from '../../i18n/message-key.js';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { LoadingIndicator } from '../../ui/LoadingIndicator.js';
import { Modal } from '../../ui/Modal.js';
import { themeVar } from '../../ui/theme.js';
import { useModalLoad } from '../modal-host/use-modal-load.js';
import { MessageText } from '../notices/MessageText.js';
import { useTextsReady } from '../page/use-texts-ready.js';

const HEADLINE_KEY = 'packaging.variantsHeadline';

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 12px;
  button {
    width: 100%;
    display: grid;
    gap: 8px;
    padding: 8px;
    font: inherit;
    color: inherit;
    text-align: center;
    background: ${themeVar('--shop-cart-color-surface')};
    border: 2px solid ${themeVar('--shop-cart-color-border')};
    border-radius: ${themeVar('--shop-cart-radius')};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${themeVar('--shop-cart-color-brand')};
    font-weight: 700;
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: contain;
  }
`;

export interface PackagingVariantsModalProps {
  item: CartItem;
  packagingType: PackagingType;
  onClose: () => void;
}

/**
 * The motifs of an item's packaging (GET /api/packagings/variants/{id}), each with its picture and title,
 * the chosen one pressed. Choosing one sends it (an item action) and closes the modal; the caption on the
 * tile then names it. A failed call says so and offers a retry; closing aborts the call.
 */
export default function PackagingVariantsModal({
  item,
  packagingType,
  onClose,
}: PackagingVariantsModalProps) {
  const { t } = useT();
  const setPackaging = useSetAtom(setItemPackagingAtom);
  // The modal's texts come with the lazy part of the catalogue; without it, core texts stand in.
  const texts = useTextsReady(HEADLINE_KEY);
  const say = (key: MessageKey, fallback: MessageKey) => (texts.loaded ? t(key) : t(fallback));
  const itemId = item.id;
  const { state, retry } = useModalLoad(
    (client, signal) => fetchPackagingVariants(client, itemId, packagingType, signal),
    'GET /api/packagings/variants',
    `${itemId}|${packagingType}`,
  );

  const chosen =
    item.selectedPackaging?.type === packagingType ? item.selectedPackaging.variantId : undefined;
  const choose = (variant: PackagingVariant) => {
    if (variant.id !== chosen) void setPackaging(item, { type: packagingType, variantId: variant.id });
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      headline={say(HEADLINE_KEY, 'packaging.variants')}
      subheadline={item.product.title}
      closeLabel={t('ui.closeDialog')}
      width="wide"
    >
      <div aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <LoadingIndicator label={say('packaging.variantsLoading', LOADING_KEY)} />
        )}
        {state.status === 'failed' && (
          <div role="alert">
            <MessageText message={{ key: texts.loaded ? 'packaging.variantsFailed' : GENERIC_ERROR_KEY }} />
            <Button variant="outlined" size="small" onClick={retry}>
              {say('packaging.retry', RETRY_KEY)}
            </Button>
          </div>
        )}
        {state.status === 'ready' && state.value.length === 0 && <p>{t('packaging.noVariants')}</p>}
        {state.status === 'ready' && state.value.length > 0 && (
          <ul css={grid} data-variants>
            {state.value.map((variant) => {
              // Only addresses that are images reach the page (not javascript:, data:text/html ...).
              const picture = [variant.thumbnail, variant.image].find((url) => url && isImageUrl(url));
              return (
                <li key={variant.id}>
                  <button
                    type="button"
                    data-variant-id={variant.id}
                    aria-pressed={variant.id === chosen}
                    onClick={() => choose(variant)}
                  >
                    {picture && <img src={picture} alt="" loading="lazy" />}
                    <span>{variant.title}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
