import type { TileKit } from './tile-kit.js';

/** Date (DD.MM.YYYY) and time (item.time, e.g. 18:30) of an appointment. A part of the tile. */
export function appointmentText({ t, f }: TileKit, date: string) {
  return (
    <p data-appointment>
      <time dateTime={date}>
        {t('item.date', { date: f.date(date) })}, {t('item.time', { time: f.time(date) })}
      </time>
    </p>
  );
}
