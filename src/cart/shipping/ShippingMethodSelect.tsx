import { useId } from 'react';
import { useT } from '../../i18n/use-t.js';
import { ShippingNote } from './ShippingNote.js';
import type { ShippingChoiceProps } from './shipping-texts.js';

/**
 * The old design: a native dropdown of the offered methods with their prices, the chosen method's
 * details below it, and the methods the restrictions rule out named with their reason.
 */
export function ShippingMethodSelect(props: ShippingChoiceProps & { label: string }) {
  const { lines, selected, onChoose, label } = props;
  const { t } = useT();
  const id = useId();
  const offered = lines.filter((line) => line.offered);
  const current = offered.find((line) => line.method === selected);
  const ruledOut = lines.filter((line) => !line.offered);
  return (
    <div data-shipping-select>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={current?.method ?? ''}
        aria-describedby={current ? `${id}-details` : undefined}
        onChange={(event) => {
          const line = offered.find((candidate) => candidate.method === event.target.value);
          if (line) onChoose(line.method);
        }}
      >
        {!current && <option value="" disabled />}
        {offered.map((line) => (
          <option key={line.method} value={line.method}>
            {line.price ? `${line.title} – ${line.price}` : line.title}
          </option>
        ))}
      </select>
      {current && <ShippingNote id={`${id}-details`} line={current} />}
      {ruledOut.map((line) => (
        <p key={line.method} data-shipping-option={line.method} data-unavailable="">
          <span data-shipping-title>{line.title}</span>: {t('shipping.unavailable')}.{' '}
          <span data-shipping-countries>{line.countries}</span>
        </p>
      ))}
    </div>
  );
}
