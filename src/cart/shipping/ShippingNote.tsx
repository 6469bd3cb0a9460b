import { Fragment } from 'react';
import type { ShippingLine } from './shipping-texts.js';

/** Subtitle, delivery term and where it ships, each a line; the note describes the method's control. */
export function ShippingNote({ id, line }: { id: string; line: ShippingLine }) {
  const parts = [
    ['subtitle', line.subtitle],
    ['term', line.term],
    ['countries', line.countries],
  ].filter(([, text]) => text);
  return (
    <span id={id} data-shipping-note>
      {parts.map(([name, text], index) => (
        <Fragment key={name}>
          {index > 0 && ' '}
          <span {...{ [`data-shipping-${name}`]: '' }}>{text}</span>
        </Fragment>
      ))}
    </span>
  );
}
