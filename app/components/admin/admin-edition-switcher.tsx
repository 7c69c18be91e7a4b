import { useLocation, useRouteLoaderData } from 'react-router';
import { Form } from '../ui/form';
import type { loader as adminLoader } from '../../routes/admin/layout';
import { useAdminT } from '../../i18n/admin-t';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';

/**
 * The edition an Admin edits (decision 178): a plain form posting the year to the editions
 * screen's action, which keeps it in a cookie and comes back here; works before the scripts
 * load. Above it, a banner while the edition edited is not the current one.
 */
export function AdminEditionSwitcher() {
  const t = useAdminT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const edition = useRouteLoaderData<typeof adminLoader>('admin')?.edition;
  if (!edition || edition.choices.length < 2) return null;
  const { other, choices, year } = edition;
  return (
    <div className="admin-edition">
      {other ? (
        <p className={`admin-edition-banner admin-edition-${other.state}`} data-testid="edition-banner">
          {t(other.state === 'archived' ? 'edited.bannerArchived' : 'edited.bannerDraft', { year: other.year })}
        </p>
      ) : null}
      <Form method="post" action={href('AdminEditions', {}, locale)} className="admin-edition-switch">
        <input type="hidden" name="back" value={pathname} />
        <label htmlFor="admin-edition-year">{t('edited.label')}</label>
        <select id="admin-edition-year" name="year" defaultValue={year ?? undefined} key={year}>
          {choices.map((e) => (
            <option key={e.year} value={e.year}>
              {t(`edited.${e.state}`, { year: e.year })}
            </option>
          ))}
        </select>
        {/* The intent rides on the button, as on the editions screen's own forms. */}
        <button type="submit" name="intent" value="edit" className="button button-small button-ghost">
          {t('edited.switch')}
        </button>
      </Form>
    </div>
  );
}
