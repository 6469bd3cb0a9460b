import { css } from '@emotion/react';
import { useSetAtom } from 'jotai';
import { useId, useRef, useState, type FormEvent } from 'react';
import { codeFieldKind, FIELD_HINT_KEYS, typedCodeError, type CodeFieldKind } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { addCouponAtom, type FieldError } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { TextInput } from '../../ui/TextInput.js';
import { useFragmentConfig } from '../fragment/startup/use-fragment-config.js';
import { fieldErrorText } from './field-error-text.js';

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
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<FieldError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const error = serverError ?? (touched ? localError(code, kind) : null);
  const errorText = error ? fieldErrorText(t, error) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (submitting || localError(code, kind)) {
      input.current?.focus();
      return;
    }
    setSubmitting(true);
    const outcome = await addCoupon(code);
    setSubmitting(false);
    if (outcome.result === 'applied') onApplied();
    else if (outcome.error) {
      setServerError(outcome.error);
      input.current?.focus();
    }
  };

  return (
    <form css={form} noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      <TextInput
        ref={input}
        id={`discount-code${id}`}
        label={t('discount.label')}
        value={code}
        onValueChange={(value) => {
          setCode(value.toUpperCase());
          setServerError(null);
        }}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        touched={touched || serverError !== null}
        error={errorText}
        validationState={error ? 'error' : 'normal'}
        helperText={customerEmailHash ? undefined : t(FIELD_HINT_KEYS.login)}
        onBlur={() => setTouched(code !== '' || touched)}
      />
      {error?.hint === 'shopLink' && <a href="/">{t(FIELD_HINT_KEYS.shopLink)}</a>}
      <div data-actions="">
        <Button type="submit" size="small" disabled={submitting || error !== null}>
          {t(submitting ? 'discount.submitting' : 'discount.submit')}
        </Button>
        {onCancel && (
          <Button variant="text" size="small" onClick={onCancel}>
            {t('discount.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
