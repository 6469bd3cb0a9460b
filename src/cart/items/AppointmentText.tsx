import { useT } from '../../i18n/use-t.js';
import { formatDate, formatTime } from '../../domain/index.js';

/** Date (DD.MM.YYYY) and time ('18:30 Uhr') of an appointment. */
export function AppointmentText({ date }: { date: string }) {
  const { t } = useT();
  return (
    <p data-appointment>
      <time dateTime={date}>
        {t('item.date', { date: formatDate(date) })}, {t('item.time', { time: formatTime(date) })}
      </time>
    </p>
  );
}
