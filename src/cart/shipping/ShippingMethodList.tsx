import { useId } from 'react';
import { useT } from '../../i18n/use-t.js';
import { ShippingNote } from './ShippingNote.js';
import type { ShippingChoiceProps } from './shipping-texts.js';

/**
 * The new design: one radio card per method. A method the restrictions rule out is a disabled radio with
 * its reason, so everyone learns it exists and why it cannot be chosen.
 */
export function ShippingMethodList(props: ShippingChoiceProps & { labelledBy: string }) {
  const { lines, selected, onChoose, labelledBy } = props;
  const { t } = useT();
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} data-shipping-options>
      {lines.map((line) => {
        const noteId = `${name}-${line.method}`;
        return (
          <label
            key={line.method}
            data-shipping-option={line.method}
            data-unavailable={line.offered ? undefined : ''}
          >
            <input
              type="radio"
              name={name}
              value={line.method}
              checked={line.offered && line.method === selected}
              disabled={!line.offered}
              aria-describedby={noteId}
              onChange={() => onChoose(line.method)}
            />
            <span data-shipping-title>{line.title}</span>{' '}
            <span data-shipping-price>{line.offered ? line.price : t('shipping.unavailable')}</span>{' '}
            <ShippingNote id={noteId} line={line} />
          </label>
        );
      })}
    </div>
  );
}
