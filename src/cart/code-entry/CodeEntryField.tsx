import { useT } from '../../i18n/use-t.js';
import { TextInput, type TextInputProps } from '../../ui/TextInput.js';
import { fieldErrorText } from './field-error-text.js';
import { useFocusAfterPaint } from './use-focus-after-paint.js';
import type { CodeEntry } from './use-code-entry.js';

type OwnProps = keyof CodeEntry['field'] | 'error' | 'required' | 'autoComplete' | 'autoFocus';

interface Props extends Omit<TextInputProps, OwnProps> {
  /** The form's entry: the field's value and handlers, and its error. */
  entry: Pick<CodeEntry, 'field' | 'error'>;
  /**
   * Focus the field when the form opens, after the frame that shows it (marked for a modal, which moves
   * the focus into itself as it opens).
   */
  autoFocus?: boolean | undefined;
}

/**
 * The field of a code-entry form (discount code, loyalty number): required, never filled in by the
 * browser, focused when its owner opens it (once the frame that shows it has painted), and the refused
 * value's message (or the local check's) under it, announced at once: it answers the shopper's submit.
 */
export function CodeEntryField({ entry: { field, error }, autoFocus, ...input }: Props) {
  const { t } = useT();
  useFocusAfterPaint(field.ref, Boolean(autoFocus));
  return (
    <TextInput
      {...field}
      {...input}
      required
      autoComplete="off"
      data-autofocus={autoFocus || undefined}
      error={error ? fieldErrorText(t, error) : null}
      errorPoliteness="assertive"
    />
  );
}
