import { useSetAtom } from 'jotai';
import { useId } from 'react';
import type { AppliedDiscount as Applied } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { cartBusyAtom, removeCouponAtom, useAtomValue } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { focusSummaryHeading } from '../summary/summary-heading.js';

interface Props {
  discount: Applied;
  /** Opens the entry (an automatic campaign discount can be replaced by another code). */
  onChange: () => void;
}

/**
 * The discount on the cart: a coupon shows its code (or campaign name when longer than 16 characters)
 * with a 'delete' link; an automatic campaign discount a 'change' link that opens the entry.
 */
export function AppliedDiscount({ discount, onChange }: Props) {
  const { t } = useT();
  const removeCoupon = useSetAtom(removeCouponAtom);
  const busy = useAtomValue(cartBusyAtom);
  const textId = useId();
  return (
    <p data-applied-discount="">
      <span id={textId}>{t('discount.applied', { label: discount.label })}</span>{' '}
      {discount.action === 'delete' ? (
        <Button
          variant="text"
          size="small"
          disabled={busy}
          aria-label={t('discount.deleteLabel', { label: discount.label })}
          onClick={(event) => {
            const root = event.currentTarget.getRootNode();
            void removeCoupon().then((result) => {
              if (result === 'applied') focusSummaryHeading(root);
            });
          }}
        >
          {t('discount.delete')}
        </Button>
      ) : (
        <Button
          variant="text"
          size="small"
          aria-label={t('discount.changeLabel', { label: discount.label })}
          onClick={onChange}
        >
          {t('discount.change')}
        </Button>
      )}
    </p>
  );
}
