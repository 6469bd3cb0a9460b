import { useRef, useState, type FormEvent } from 'react';
import type { CodeEntryOutcome, FieldError } from '../../state/index.js';

interface CodeEntryOptions {
  initial?: string;
  /** What the field keeps of what the shopper typed (the discount code is forced to upper case). */
  normalize?: (typed: string) => string;
  /** The check before sending; null when the value may be sent. */
  localError: (value: string) => FieldError | null;
  /** The cart change that sends the value. */
  send: (value: string) => Promise<CodeEntryOutcome>;
  /** Called once the value is on the cart; the owner closes the form. */
  onApplied: () => void;
}

/**
 * One code-entry form (discount code, loyalty number): the local check shows once the field was left
 * or submitted; the submit is refused while an error shows or while submitting; a refused value shows
 * the server's message under the field and focus returns to it. Typing clears the server's message.
 */
export function useCodeEntry({ initial = '', normalize, localError, send, onApplied }: CodeEntryOptions) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<FieldError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const error = serverError ?? (touched ? localError(value) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (submitting || localError(value)) {
      input.current?.focus();
      return;
    }
    setSubmitting(true);
    const outcome = await send(value);
    setSubmitting(false);
    if (outcome.result === 'applied') onApplied();
    else if (outcome.error) {
      setServerError(outcome.error);
      input.current?.focus();
    }
  };

  return {
    error,
    submitting,
    onSubmit: (event: FormEvent) => void submit(event),
    /** The props of the TextInput that takes the value. */
    field: {
      ref: input,
      value,
      onValueChange: (typed: string) => {
        setValue(normalize ? normalize(typed) : typed);
        setServerError(null);
      },
      touched: touched || serverError !== null,
      validationState: error ? ('error' as const) : ('normal' as const),
      onBlur: () => setTouched(value !== '' || touched),
    },
  };
}

/** A code-entry form's state and handlers. */
export type CodeEntry = ReturnType<typeof useCodeEntry>;
