import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { HallDelayCard as HallDelayCardData, HallDelayEvent } from '../../../core/halls/find-hall-delays';
import { MAX_HALL_DELAY_MINUTES } from '../../../core/halls/hall-delay';
import type { ApiHallDelay } from '../../../core/halls/hall-delay-input';
import { useAdminT } from '../../i18n/admin-t';
import { formatTime, formatTimeRange, isoDateTime } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { DelayNote } from '../programme/delay-note';
import { useHydrated } from '../ui/use-hydrated';
import { apiCall } from '../../forms/api-client';
import { useAdminToast } from './use-admin-toast';
import { NumberInputField } from './widgets/form-fields';

/** The steps a tap adds to a hall's delay. */
const STEPS = [5, 10, 15] as const;

type Delay = Pick<ApiHallDelay, 'minutes' | 'set_at'>;

/**
 * One hall on the running-late screen: its state, what is on now and next (shifted), and the
 * controls to change its delay through PUT /api/halls/{id}/delay. Buttons stay focusable while a
 * change is saved (aria-disabled), so a keyboard user keeps their place.
 */
export function HallDelayCard({ hall }: { hall: HallDelayCardData }) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const toast = useAdminToast();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const headingId = useId();
  const name = localized(hall.name, hall.name_en, locale);

  // The answer of a change shows at once; the page's data, read again after it, takes over.
  const loaded: Delay = { minutes: hall.minutes, set_at: hall.set_at };
  const [seen, setSeen] = useState(loaded);
  const [delay, setDelay] = useState(loaded);
  const [exact, setExact] = useState<number | null>(loaded.minutes);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  if (loaded.minutes !== seen.minutes || loaded.set_at !== seen.set_at) {
    setSeen(loaded);
    setDelay(loaded);
    setExact(loaded.minutes);
  }
  const busy = saving || !hydrated;
  // Every card has the same buttons: their names say the hall too (the visible label first).
  const forHall = (label: string) => `${label}, ${name}`;

  const save = async (minutes: number) => {
    if (busy) return;
    setSaving(true);
    const res = await apiCall<ApiHallDelay>('PUT', `/halls/${hall.id}/delay`, { minutes });
    setSaving(false);
    if (!res.ok) {
      setError(res.fields.minutes);
      toast.refused(res.code, res.params);
      return;
    }
    setError(undefined);
    setDelay(res.data);
    setExact(res.data.minutes);
    toast.success(res.data.minutes ? 'runningLate.saved' : 'runningLate.cleared', { hall: name, minutes: res.data.minutes });
    void revalidator.revalidate();
  };

  const submitExact = (e: FormEvent) => {
    e.preventDefault();
    const problem = exact === null ? 'Form.error.required' : exact > MAX_HALL_DELAY_MINUTES ? 'Hall.delay.minutes' : undefined;
    setError(problem);
    if (problem === undefined && exact !== null) void save(exact);
  };

  return (
    <section className={`late-card${delay.minutes ? ' is-late' : ''}`} aria-labelledby={headingId} aria-busy={saving}>
      <header className="late-card-head">
        <h2 id={headingId}>{name}</h2>
        <p className="late-state">
          {delay.minutes && delay.set_at
            ? t('runningLate.late', { minutes: delay.minutes, time: formatTime(delay.set_at, locale, timeZone) })
            : t('runningLate.onTime')}
        </p>
        {saving ? <p className="late-saving">{t('runningLate.saving')}</p> : null}
      </header>

      {hall.now || hall.next ? (
        <dl className="late-programme">
          {hall.now ? <ProgrammeRow label={t('runningLate.nowOn')} event={hall.now} /> : null}
          {hall.next ? <ProgrammeRow label={t('runningLate.next')} event={hall.next} /> : null}
        </dl>
      ) : (
        <p className="late-nothing">{t('runningLate.nothingMore')}</p>
      )}

      <div className="late-steps" role="group" aria-label={t('runningLate.add')}>
        {STEPS.map((step) => {
          const over = delay.minutes + step > MAX_HALL_DELAY_MINUTES;
          return (
            <button
              key={step}
              type="button"
              className="button late-step"
              aria-disabled={busy || over}
              aria-label={forHall(t('runningLate.addMinutes', { minutes: step }))}
              onClick={() => (over ? undefined : void save(delay.minutes + step))}
            >
              {t('runningLate.addMinutes', { minutes: step })}
            </button>
          );
        })}
      </div>

      <form className="late-exact" onSubmit={submitExact} noValidate>
        <NumberInputField
          label={t('runningLate.exact')}
          hint={t('runningLate.exactHint')}
          value={exact}
          onChange={(value) => {
            setExact(value);
            setError(undefined);
          }}
          error={error}
        />
        <button
          type="submit"
          className="button button-ghost late-set"
          aria-disabled={busy}
          aria-label={forHall(t('runningLate.set'))}
        >
          {t('runningLate.set')}
        </button>
      </form>

      <button
        type="button"
        className="button button-secondary late-reset"
        aria-disabled={busy || delay.minutes === 0}
        aria-label={forHall(t('runningLate.backOnTime'))}
        onClick={() => (delay.minutes === 0 ? undefined : void save(0))}
      >
        {t('runningLate.backOnTime')}
      </button>
    </section>
  );
}

function ProgrammeRow({ label, event }: { label: string; event: HallDelayEvent }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (
    <div className="late-row">
      <dt>{label}</dt>
      <dd>
        <time dateTime={isoDateTime(event.start)} className="late-row-time">
          {formatTimeRange(event.start, event.end, locale, timeZone)}
        </time>
        {event.delay ? <DelayNote delay={event.delay} className="late-row-delay" /> : null}
        <span className="late-row-name">{localized(event.name, event.name_en, locale)}</span>
      </dd>
    </div>
  );
}
