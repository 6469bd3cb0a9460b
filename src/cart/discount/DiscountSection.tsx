import { css } from '@emotion/react';
import { Suspense, useId, useRef, useState } from 'react';
import { appliedDiscount } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { cartAtom, useStoreValue } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { lazyModule, useLazyModal } from '../../ui/Modal.js';
import { SECTION_FRAME } from '../../ui/style-blocks.js';
import { themeVar } from '../../ui/theme.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';
import { AppliedDiscount } from './AppliedDiscount.js';
import { DiscountForm } from './DiscountForm.js';
import type { LegacyDiscountModalProps } from './LegacyDiscountModal.js';

const section = css`
  ${SECTION_FRAME}
  [data-rules] {
    font-size: 0.875rem;
    color: ${themeVar('--shop-cart-color-muted')};
  }
`;

const legacyModal = lazyModule<LegacyDiscountModalProps>(() => import('./LegacyDiscountModal.js'));

/**
 * The discount code section (spec point 4): the applied discount, and the entry: closed, open (an inline
 * form in the new design, the legacy modal in the old one), submitting, closed again on success.
 */
export function DiscountSection() {
  const { t } = useT();
  const cart = useStoreValue(cartAtom);
  const { newDesign } = useFragmentConfig();
  const [inlineOpen, setInlineOpen] = useState(false);
  const modal = useLazyModal(legacyModal.prefetch);
  const opener = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const formId = useId();
  if (!cart) return null;
  const applied = appliedDiscount(cart);

  const open = () => (newDesign ? setInlineOpen(true) : modal.open());
  const closeInline = () => {
    setInlineOpen(false);
    opener.current?.focus();
  };
  const onApplied = () => {
    if (newDesign) closeInline();
    else modal.close();
  };

  return (
    <section css={section} aria-labelledby={headingId} data-section="discount">
      <h3 id={headingId}>{t('discount.heading')}</h3>
      {applied && <AppliedDiscount discount={applied} onChange={open} />}
      {newDesign ? (
        <>
          <Button
            ref={opener}
            variant="text"
            size="small"
            aria-expanded={inlineOpen}
            aria-controls={inlineOpen ? formId : undefined}
            onClick={() => (inlineOpen ? closeInline() : open())}
          >
            {t('discount.open')}
          </Button>
          {inlineOpen && (
            <div id={formId}>
              <DiscountForm onApplied={onApplied} onCancel={closeInline} autoFocus />
            </div>
          )}
        </>
      ) : (
        <Button ref={opener} variant="outlined" size="small" {...modal.openerProps}>
          {t('discount.open')}
        </Button>
      )}
      <p data-rules="">{t('discount.rules')}</p>
      {modal.isOpen && (
        <Suspense fallback={null}>
          <legacyModal.Component onClose={modal.close} onApplied={onApplied} />
        </Suspense>
      )}
    </section>
  );
}
