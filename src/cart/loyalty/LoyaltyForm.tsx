import { css } from '@emotion/react';
import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { LOYALTY_NUMBER_LENGTH, validateLoyaltyNumber } from '../../domain/index.js';
import { useT } from '../../i18n/use-t.js';
import { type FieldError, setPaybackNumberAtom } from '../../state/index.js';
import { CodeEntryField } from '../code-entry/CodeEntryField.js';
import { CodeEntryForm } from '../code-entry/CodeEntryForm.js';
import { useCodeEntry } from '../code-entry/use-code-entry.js';

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
  const id = useId();
  const entry = useCodeEntry({
    initial,
    localError,
    send: setNumber,
    onApplied: onSaved,
  });

  return (
    <CodeEntryForm form="loyalty" styles={form} entry={entry} onCancel={onCancel}>
      <CodeEntryField
        entry={entry}
        id={`loyalty-number${id}`}
        label={t('loyalty.label')}
        placeholder={t('loyalty.placeholder')}
        inputMode="numeric"
        maxLength={LOYALTY_NUMBER_LENGTH + 4}
        autoFocus={autoFocus}
        helperText={t('loyalty.helper')}
      />
    </CodeEntryForm>
  );
}
