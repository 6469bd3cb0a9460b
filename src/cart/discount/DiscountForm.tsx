import { css } from '@emotion/react';
import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { codeFieldKind, FIELD_HINT_KEYS, typedCodeError, type CodeFieldKind } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { addCouponAtom, type FieldError } from '../../state/index.js';
import { CodeEntryField } from '../code-entry/CodeEntryField.js';
import { CodeEntryForm } from '../code-entry/CodeEntryForm.js';
import { useCodeEntry } from '../code-entry/use-code-entry.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';

const form = css`
  display: grid;
  gap: 8px;
  margin: 8px 0 0;
  [data-actions] {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
`;

/** The check before sending, by the kind of code the field takes (see typedCodeError). */
function localError(code: string, kind: CodeFieldKind): FieldError | null {
  const key = typedCodeError(code, kind);
  return key ? { message: { key } } : null;
}

interface Props {
  /** Called once the code is on the cart; the owner closes the form. */
  onApplied: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * The discount code form (spec points 4, 5, 6): the code is forced to upper case and required; the
 * submit is disabled while an error shows or while submitting; a refused code shows its message under
 * the field. Value voucher codes are typed here too: in the redemption flow the field is for them.
 */
export function DiscountForm({ onApplied, onCancel, autoFocus }: Props) {
  const { t } = useT();
  const { customerEmailHash, mode } = useFragmentConfig();
  const kind = codeFieldKind(mode);
  const addCoupon = useSetAtom(addCouponAtom);
  const id = useId();
  const entry = useCodeEntry({
    normalize: (typed) => typed.toUpperCase(),
    localError: (code) => localError(code, kind),
    send: addCoupon,
    onApplied,
  });
  const { error } = entry;
  // Discount codes need an account (spec point 6); value vouchers do not. The redemption flow's field
  // takes only vouchers, so the login hint shows only where a discount code may be typed.
  const needsLoginHint = !customerEmailHash && kind !== 'voucher';

  return (
    <CodeEntryForm form="discount" styles={form} entry={entry} onCancel={onCancel}>
      <CodeEntryField
        entry={entry}
        id={`discount-code${id}`}
        label={t('discount.label')}
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus={autoFocus}
        helperText={needsLoginHint ? t(FIELD_HINT_KEYS.login) : undefined}
      />
      {error?.hint === 'shopLink' && <a href="/">{t(FIELD_HINT_KEYS.shopLink)}</a>}
    </CodeEntryForm>
  );
}
