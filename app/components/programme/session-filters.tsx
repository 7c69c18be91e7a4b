import { PROGRAMME_AREAS, type ProgrammeArea } from '../../../core/programme/programme-areas';
import { localized } from '../../i18n/localized';
import { useLocale, useT } from '../../i18n/use-t';
import { useDayLabel } from './day-label';
import { FilterSearch, FilterSelect } from './filter-form';

/** A hall or a location as a filter offers it. */
type Named = { id: number; name: string; name_en: string | null };

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

/**
 * The filters every list of all sessions has, this week's and an archived edition's
 * (decision 162): the text, the day, the area and the hall, inside a `FilterForm`.
 */
export function SessionFilters({
  filters,
  days,
  halls,
}: {
  filters: { text?: string | null; day: string | null; area?: ProgrammeArea | null; hallId: number | null };
  days: readonly string[];
  halls: readonly Named[];
}) {
  const t = useT();
  const named = useNamedOptions();
  return (
    <>
      <FilterSearch
        name="q"
        label={t('allSessions.textFilter')}
        hint={t('allSessions.textHint')}
        value={filters.text ?? ''}
        button={t('allSessions.search')}
      />
      <DayFilter days={days} value={filters.day} />
      <FilterSelect
        name="area"
        label={t('allSessions.areaFilter')}
        value={filters.area ?? ''}
        options={PROGRAMME_AREAS.map((a) => ({ value: a, label: t(`nav.${a}`) }))}
        allLabel={t('allSessions.allAreas')}
      />
      <FilterSelect
        name="hall"
        label={t('seminars.hallFilter')}
        value={filters.hallId === null ? '' : String(filters.hallId)}
        options={named(halls)}
        allLabel={t('seminars.allHalls')}
      />
    </>
  );
}
