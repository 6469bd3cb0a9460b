import { useT } from '../../i18n/use-t.js';
import { TextInput, type TextInputProps } from '../../ui/TextInput.js';
import { fieldErrorText } from './field-error-text.js';
import type { CodeEntry } from './use-code-entry.js';

type OwnProps = keyof CodeEntry['field'] | 'error' | 'required' | 'autoComplete' | 'autoFocus';

interface Props extends Omit<TextInputProps, OwnProps> {
  /** The form's entry: the field's value and handlers, and its error. */
  entry: Pick<CodeEntry, 'field' | 'error'>;
  /** Focus the field when the form opens (marked for a modal that moves focus into itself). */
  autoFocus?: boolean | undefined;
}

/**
 * The field of a code-entry form (discount code, loyalty number): required, never filled in by the
 * browser, focused when its owner opens it, and the refused value's message (or the local check's) under it,
 * announced at once: it answers the shopper's submit.
 */
export function CodeEntryField({ entry: { field, error }, autoFocus, ...input }: Props) {
  const { t } = useT();
  return (
    <TextInput
      {...field}
      {...input}
      required
      autoComplete="off"
      autoFocus={autoFocus}
      data-autofocus={autoFocus || undefined}
      error={error ? fieldErrorText(t, error) : null}
      errorPoliteness="assertive"
    />
  );
}
