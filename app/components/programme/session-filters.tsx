import { PROGRAMME_AREAS, type ProgrammeArea } from '../../../core/programme/programme-areas';
import { useT } from '../../i18n/use-t';
import { DayFilter, useNamedOptions, type Named } from './day-filter';
import { FilterSearch, FilterSelect } from './filter-form';

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
