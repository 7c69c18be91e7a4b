import type { EventDelay } from '../../../core/halls/hall-delay';
import type { Locale } from '../../i18n/locale';
import type { Translate } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { eventWhen } from './event-when';

/** The scheduled time of a shifted event as the pages write times: `10:00–11:00`, with the dates when it spans days. */
function scheduledTime(delay: EventDelay, locale: Locale, timeZone: string): string {
  const when = eventWhen(delay.scheduled_start, delay.scheduled_end, locale, timeZone);
  return when.sameDay ? when.time : when.full;
}

/** The note as plain text, for calendar files: 'Zpožděno o 10 min, původně 10:00–11:00.' */
export function delayNoteText(t: Translate, delay: EventDelay, locale: Locale, timeZone: string): string {
  return t('programme.delayNote', { minutes: delay.minutes, time: scheduledTime(delay, locale, timeZone) });
}

/**
 * The visible note on an event shown shifted because its hall runs late (decision 035): the
 * badge 'Zpožděno o 10 min' and the scheduled time struck through, read out as 'původně …'.
 */
export function DelayNote({ delay, className }: { delay: EventDelay; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (
    <span className={className ? `delay-note ${className}` : 'delay-note'}>
      <span className="delay-badge">{t('programme.delayed', { minutes: delay.minutes })}</span>{' '}
      <span className="delay-was">
        <span className="visually-hidden">{t('programme.delayedWas')} </span>
        <s>{scheduledTime(delay, locale, timeZone)}</s>
      </span>
    </span>
  );
}
