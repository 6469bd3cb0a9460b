import { useFormats } from '../../i18n/use-formats.js';
import { useT } from '../../i18n/use-t.js';

/** Date (DD.MM.YYYY) and time (item.time, e.g. 18:30) of an appointment. */
export function AppointmentText({ date }: { date: string }) {
  const { t } = useT();
  const f = useFormats();
  return (
    <p data-appointment>
      <time dateTime={date}>
        {t('item.date', { date: f.date(date) })}, {t('item.time', { time: f.time(date) })}
      </time>
    </p>
  );
}
