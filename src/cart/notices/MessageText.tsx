import type { MessageKey } from '../../i18n/message-key.js';
import { messageLines } from '../../i18n/message-lines.js';
import { useT } from '../../i18n/use-t.js';

interface Props {
  message: { key: MessageKey; params?: Record<string, string | number> | undefined };
  /** Marks the first paragraph (the message itself), e.g. `{ 'data-notice': 'initial-error' }`. */
  first?: Record<`data-${string}`, string>;
}

/** A message as paragraphs: its text, then the hotline amendment after the generic error (spec point 8). */
export function MessageText({ message, first }: Props) {
  const { t } = useT();
  return (
    <>
      {messageLines(t, message).map((line, index) => (
        <p key={index} {...(index === 0 ? first : undefined)}>
          {line}
        </p>
      ))}
    </>
  );
}
