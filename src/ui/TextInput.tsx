import { css } from '@emotion/react';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { themeVar } from './theme.js';

/** The validation state of spec point 4: a field shows its error only in state `error`. */
export type ValidationState = 'normal' | 'error';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'placeholder' | 'children'
> {
  /** The floating label: inside the empty field, above it once focused or filled. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown while the field is focused and empty; a required field gets the required marker appended. */
  placeholder?: string;
  /** Appended to the placeholder of a required field (spec point 5). */
  requiredMarker?: string;
  /** A hint below the field, tied to it by aria-describedby. */
  helperText?: string;
  /** The message of the current error, if any; shown once the field is touched (or state says error). */
  error?: string | null;
  /** `error` shows the error at once (after a submit), `normal` hides it until the field is touched. */
  validationState?: ValidationState;
  /** Set from outside (a submit touches every field); otherwise the field is touched when it loses focus. */
  touched?: boolean;
  /**
   * How screen readers hear the error as it appears: 'polite' (default, a check while filling in) or
   * 'assertive' (the refusal of a submitted value: an alert, WCAG 4.1.3).
   */
  errorPoliteness?: 'polite' | 'assertive';
  ref?: Ref<HTMLInputElement>;
}

const field = css`
  position: relative;
  display: block;
  input {
    display: block;
    width: 100%;
    min-height: 52px;
    padding: 22px 12px 6px;
    font: inherit;
    color: inherit;
    background: ${themeVar('--shop-cart-color-surface')};
    border: 1px solid ${themeVar('--shop-cart-color-muted')};
    border-radius: ${themeVar('--shop-cart-radius')};
  }
  input::placeholder {
    color: ${themeVar('--shop-cart-color-muted')};
    opacity: 0;
  }
  input:focus::placeholder {
    opacity: 1;
  }
  label {
    position: absolute;
    left: 13px;
    top: 14px;
    color: ${themeVar('--shop-cart-color-muted')};
    pointer-events: none;
    transform-origin: left top;
    transition: transform 0.12s ease-out;
  }
  input:focus + label,
  input:not(:placeholder-shown) + label {
    transform: translateY(-9px) scale(0.75);
  }
  &[data-state='error'] input {
    border: 2px solid ${themeVar('--shop-cart-color-error')};
  }
  &[data-state='success'] input {
    border: 2px solid ${themeVar('--shop-cart-color-success')};
  }
  [data-field-message] {
    margin: 4px 0 0;
    font-size: 0.875rem;
    color: ${themeVar('--shop-cart-color-muted')};
  }
  [data-field-message='error'] {
    color: ${themeVar('--shop-cart-color-error')};
  }
  @media (prefers-reduced-motion: reduce) {
    label {
      transition: none;
    }
  }
`;

/**
 * A text input with a floating label, required marker, helper text and error state (spec points 2, 4, 5).
 * State `error` when touched with an error (or when `validationState` says error), with the message tied
 * to the field by `aria-describedby`; state `success` when touched, filled and free of errors.
 */
export function TextInput({
  label,
  value,
  onValueChange,
  placeholder = '',
  requiredMarker = '*',
  helperText,
  error,
  validationState = 'normal',
  touched: touchedFromOutside,
  errorPoliteness = 'polite',
  required,
  id: givenId,
  onBlur,
  ref,
  ...inputProps
}: TextInputProps) {
  const ownId = useId();
  const id = givenId ?? `text-input${ownId}`;
  const [blurred, setBlurred] = useState(false);
  const touched = touchedFromOutside ?? blurred;
  const showsError = Boolean(error) && (touched || validationState === 'error');
  const state = showsError ? 'error' : touched && value.trim() !== '' && !error ? 'success' : 'normal';
  const helperId = helperText ? `${id}-helper` : undefined;
  const errorId = showsError ? `${id}-error` : undefined;
  const describedBy = [errorId, helperId].filter(Boolean).join(' ') || undefined;
  // :placeholder-shown needs a placeholder to float the label, so an empty one is a single space.
  const shownPlaceholder = [placeholder, required ? requiredMarker : ''].filter(Boolean).join(' ') || ' ';

  return (
    <div css={field} data-text-input="" data-state={state}>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        value={value}
        required={required}
        placeholder={shownPlaceholder}
        aria-invalid={showsError || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={(event) => {
          setBlurred(true);
          onBlur?.(event);
        }}
      />
      <label htmlFor={id}>{label}</label>
      {/* Always in the page, so that an error appearing (after a submit, or from the server) is read out. */}
      <div aria-live={errorPoliteness}>
        {showsError && (
          <p id={errorId} data-field-message="error">
            {error}
          </p>
        )}
      </div>
      {helperText && (
        <p id={helperId} data-field-message="helper">
          {helperText}
        </p>
      )}
    </div>
  );
}
