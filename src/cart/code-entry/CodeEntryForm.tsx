import type { SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import type { CodeEntry } from './use-code-entry.js';

interface Props {
  /** Whose texts the buttons say: `<form>.submit`, `<form>.submitting` and `<form>.cancel`. */
  form: 'discount' | 'loyalty';
  styles: SerializedStyles;
  /** The form's entry: the submit is refused while an error shows and while submitting. */
  entry: Pick<CodeEntry, 'error' | 'submitting' | 'onSubmit'>;
  /** No cancel button without it. */
  onCancel?: (() => void) | undefined;
  /** The field, and what shows between it and the buttons. */
  children: ReactNode;
}

/** A code-entry form (discount code, loyalty number): its field, then submit, and cancel where the owner can close it. */
export function CodeEntryForm({
  form,
  styles,
  entry: { error, submitting, onSubmit },
  onCancel,
  children,
}: Props) {
  const { t } = useT();
  return (
    <form css={styles} noValidate onSubmit={onSubmit} aria-busy={submitting}>
      {children}
      <div data-actions="">
        <Button type="submit" size="small" disabled={submitting || error !== null}>
          {t(submitting ? `${form}.submitting` : `${form}.submit`)}
        </Button>
        {onCancel && (
          <Button variant="text" size="small" onClick={onCancel}>
            {t(`${form}.cancel`)}
          </Button>
        )}
      </div>
    </form>
  );
}
