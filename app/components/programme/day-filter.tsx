import { localized } from '../../i18n/localized';
import { useLocale, useT } from '../../i18n/use-t';
import { useDayLabel } from './day-label';
import { FilterSelect } from './filter-form';

/** A hall or a location as a filter offers it. */
export type Named = { id: number; name: string; name_en: string | null };

/** Options of a hall or location filter, by their name in the page's language. */
export function useNamedOptions() {
  const locale = useLocale();
  return (list: readonly Named[]) =>
    list
      .map((n) => ({ value: String(n.id), label: localized(n.name, n.name_en, locale) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The day filter of a programme list: each day with events, named in the page's language. */
export function DayFilter({ days, value }: { days: readonly string[]; value: string | null }) {
  const t = useT();
  const dayLabel = useDayLabel();
  return (
    <FilterSelect
      name="day"
      label={t('accompanying.dayFilter')}
      value={value ?? ''}
      options={days.map((d) => ({ value: d, label: dayLabel(d) }))}
      allLabel={t('accompanying.allDays')}
    />
  );
}
