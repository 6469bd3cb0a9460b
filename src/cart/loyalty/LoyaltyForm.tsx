import { css } from '@emotion/react';
import { useSetAtom } from 'jotai';
import { useId, useRef, useState, type FormEvent } from 'react';
import { LOYALTY_NUMBER_LENGTH, validateLoyaltyNumber } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { type FieldError, setPaybackNumberAtom } from '../../state/index.js';
import { Button } from '../../ui/Button.js';
import { TextInput } from '../../ui/TextInput.js';
import { fieldErrorText } from '../discount/field-error-text.js';

const form = css`
  display: grid;
  gap: 8px;
  [data-actions] {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

function localError(value: string): FieldError | null {
  const problem = validateLoyaltyNumber(value);
  return problem ? { message: { key: `loyalty.errors.${problem}` } } : null;
}

interface Props {
  initial?: string;
  onSaved: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * The loyalty number entry (spec point 5): exactly 10 digits; a wrong length says the number has 10
 * digits, anything else that it is not valid. Sent with `set-payback-number`.
 */
export function LoyaltyForm({ initial = '', onSaved, onCancel, autoFocus }: Props) {
  const { t } = useT();
  const setNumber = useSetAtom(setPaybackNumberAtom);
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<FieldError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const error = serverError ?? (touched ? localError(value) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (submitting || localError(value)) {
      input.current?.focus();
      return;
    }
    setSubmitting(true);
    const outcome = await setNumber(value);
    setSubmitting(false);
    if (outcome.result === 'applied') onSaved();
    else if (outcome.error) {
      setServerError(outcome.error);
      input.current?.focus();
    }
  };

  return (
    <form css={form} noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      <TextInput
        ref={input}
        id={`loyalty-number${id}`}
        label={t('loyalty.label')}
        placeholder={t('loyalty.placeholder')}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setServerError(null);
        }}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={LOYALTY_NUMBER_LENGTH + 4}
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        touched={touched || serverError !== null}
        error={error ? fieldErrorText(t, error) : null}
        validationState={error ? 'error' : 'normal'}
        helperText={t('loyalty.helper')}
        onBlur={() => setTouched(value !== '' || touched)}
      />
      <div data-actions="">
        <Button type="submit" size="small" disabled={submitting || error !== null}>
          {t(submitting ? 'loyalty.submitting' : 'loyalty.submit')}
        </Button>
        {onCancel && (
          <Button variant="text" size="small" onClick={onCancel}>
            {t('loyalty.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
