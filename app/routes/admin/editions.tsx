import { data, redirect, useNavigation, useSearchParams } from 'react-router';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/editions';
import { createEdition } from '../../../core/editions/create-edition';
import { createEditionInput, type ApiEdition } from '../../../core/editions/edition-input';
import { findEditionList } from '../../../core/editions/find-edition-list';
import { makeEditionCurrent } from '../../../core/editions/make-edition-current';
import { requireAuthorized } from '../../auth/guards.server';
import { Notification } from '../../components/ui/notification';
import { TextField } from '../../components/ui/text-field';
import { appContext } from '../../context';
import { readFormValues } from '../../forms/form-errors';
import { formConstraints } from '../../forms/form-constraints';
import { useForm } from '../../forms/use-form';
import { formatDate } from '../../i18n/format-date';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { editionFormValues, runEditionForm } from './editions.server';
import { switchBack, serializeEditionCookie } from './edited-edition.server';
import { findEditionByYear } from '../../../core/editions/current-edition';

/** The browser's copy of the action's schema, loaded when the form is first used. */
const loadCreateEditionInput = () => import('../../../core/editions/edition-input').then((m) => m.createEditionInput);

/**
 * The editions (issue 34 item 4, decision 165), Admins only: every year with its state, a new
 * edition from the previous one, and making one current after a confirmation that names what
 * changes. Plain forms posting to the action, so it works before the scripts load.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'editions.manage');
  const { db } = args.context.get(appContext);
  return { editions: await findEditionList(db, { viewer }), constraints: formConstraints(createEditionInput) };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireAuthorized(args, 'editions.manage');
  const { db } = args.context.get(appContext);
  const values = await readFormValues(args.request);
  if (values.intent === 'edit') {
    // The admin shell's switcher (decision 178): the year edited kept in a cookie, the current one clears it.
    const edition = await findEditionByYear(db, Number(values.year));
    const year = edition && edition.state !== 'current' ? edition.year : null;
    const back = switchBack(values.back, href('AdminHome', {}, localeFromPath(new URL(args.request.url).pathname)));
    return redirect(back, { headers: { 'Set-Cookie': serializeEditionCookie(year) } });
  }
  if (values.intent === 'current') {
    const edition = await makeEditionCurrent(db, { viewer, year: Number(values.year) });
    return { ok: true as const, made: edition.year as number | null, created: null, events: 0 };
  }
  const answer = await runEditionForm(createEditionInput, values, editionFormValues(values, { box: 'copyProgramme' }), (input) =>
    createEdition(db, { viewer, input }),
  );
  if (!answer.ok) return data(answer, { status: 400 });
  return {
    ok: true as const,
    made: null,
    created: answer.result.edition.year as number | null,
    events: answer.result.copied.events,
  };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('editions.title'), robots: 'noindex' });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AdminEditions({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { editions } = loaderData;
  const current = editions.find((e) => e.state === 'current');
  const asked = editions.find((e) => String(e.year) === params.get('current') && e.state !== 'current');
  const day = (value: string) => formatDate(`${value}T12:00:00Z`, locale, 'UTC');

  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1 id="editions-title" tabIndex={-1}>
          {t('editions.title')}
        </h1>
        <p className="admin-lead">{t('editions.lead')}</p>
      </header>
      {actionData?.ok && actionData.made !== null ? (
        <Notification tone="success">
          <p>{t('editions.madeCurrent', { year: actionData.made })}</p>
        </Notification>
      ) : null}
      {actionData?.ok && actionData.created !== null ? (
        <Notification tone="success">
          <p>
            {actionData.events
              ? t('editions.createdWithEvents', { year: actionData.created, count: actionData.events })
              : t('editions.created', { year: actionData.created })}
          </p>
        </Notification>
      ) : null}
      {asked ? <ConfirmCurrent edition={asked} current={current ?? null} /> : null}
      {editions.length === 0 ? (
        <p className="empty-state">{t('editions.empty')}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-labelledby="editions-title" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('editions.year')}</th>
                <th scope="col">{t('editions.name')}</th>
                <th scope="col">{t('editions.mainDay')}</th>
                <th scope="col">{t('editions.programme')}</th>
                <th scope="col">{t('editions.state')}</th>
                <th scope="col">{t('editions.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {editions.map((e) => (
                <tr key={e.id}>
                  <td>
                    <Link to={href('AdminEditionDetail', { year: e.year }, locale)}>{e.year}</Link>
                  </td>
                  <td>{localized(e.name, e.name_en, locale)}</td>
                  <td className="nowrap">{day(e.mainDay)}</td>
                  <td className="nowrap">
                    {day(e.programmeStart)} – {day(e.programmeEnd)}
                  </td>
                  <td>
                    <span className={`status-badge ${STATE_CLASS[e.state]}`}>{t(`editions.state.${e.state}`)}</span>
                  </td>
                  <td className="nowrap">
                    <Link
                      className="button button-small button-ghost"
                      to={href('AdminEditionDetail', { year: e.year }, locale)}
                      aria-label={t('editions.editLabel', { year: e.year })}
                    >
                      {t('editions.edit')}
                    </Link>{' '}
                    {e.state === 'current' ? null : (
                      <Link
                        // A draft's next step; for an archived edition only the undoing of a switch, so quieter.
                        className={e.state === 'draft' ? 'button button-small' : 'button button-small button-ghost'}
                        to={`?current=${e.year}`}
                        preventScrollReset
                        aria-label={t('editions.makeCurrentLabel', { year: e.year })}
                      >
                        {t('editions.makeCurrent')}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewEditionForm constraints={loaderData.constraints} answer={actionData && !actionData.ok ? actionData : undefined} />
    </div>
  );
}

const STATE_CLASS: Record<ApiEdition['state'], string> = {
  draft: 'status-pending',
  current: 'status-sent',
  archived: 'status-kept',
};

/** The consequences, named before the switch; a form, so the keyboard and no script suffice. */
function ConfirmCurrent({ edition, current }: { edition: ApiEdition; current: ApiEdition | null }) {
  const t = useAdminT();
  const busy = useNavigation().state === 'submitting';
  const old = current?.year ?? '–';
  return (
    <section className="admin-section edition-confirm" aria-labelledby="edition-confirm-title" role="alertdialog">
      <h2 id="edition-confirm-title">{t('editions.confirmTitle', { year: edition.year })}</h2>
      <ul>
        <li>{t('editions.confirmSite', { year: edition.year })}</li>
        <li>{t('editions.confirmSales', { year: edition.year, old })}</li>
        {current ? <li>{t('editions.confirmArchive', { old })}</li> : null}
      </ul>
      <Form method="post" action="?" className="order-actions">
        <input type="hidden" name="intent" value="current" />
        <input type="hidden" name="year" value={edition.year} />
        <button type="submit" className="button button-danger" disabled={busy} autoFocus>
          {t('editions.confirmSubmit', { year: edition.year })}
        </button>{' '}
        <Link className="button button-ghost" to="?" preventScrollReset>
          {t('editions.cancel')}
        </Link>
      </Form>
    </section>
  );
}

function NewEditionForm({
  constraints,
  answer,
}: {
  constraints: Route.ComponentProps['loaderData']['constraints'];
  answer: { errors: Record<string, string | undefined>; values: Record<string, string> } | undefined;
}) {
  const t = useAdminT();
  const busy = useNavigation().state === 'submitting';
  const f = useForm(
    { constraints, schema: loadCreateEditionInput },
    { errors: answer?.errors as never, defaults: answer?.values },
  );
  return (
    <section className="admin-section" aria-labelledby="edition-new-title">
      <h2 id="edition-new-title">{t('editions.new')}</h2>
      <p className="admin-lead">{t('editions.newLead')}</p>
      {f.errors.form ? <Notification tone="danger">{t(f.errors.form as never)}</Notification> : null}
      <Form method="post" {...f.form} className="form-grid">
        <TextField {...f.field('year')} label={t('editions.year')} inputMode="numeric" />
        <TextField {...f.field('name')} label={t('editions.name')} />
        <TextField {...f.field('name_en')} label={t('editions.name_en')} />
        <TextField {...f.field('mainDay')} type="date" label={t('editions.mainDay')} />
        <TextField {...f.field('programmeStart')} type="date" label={t('editions.programmeStart')} />
        <TextField {...f.field('programmeEnd')} type="date" label={t('editions.programmeEnd')} />
        <div className="consent-choice">
          <input
            id="edition-copy-programme"
            type="checkbox"
            name="copyProgramme"
            defaultChecked={answer?.values.copyProgramme === 'on'}
          />
          <label htmlFor="edition-copy-programme">{t('editions.copyProgramme')}</label>
        </div>
        <p>
          {/* The intent rides on the button, not a hidden field: the browser's check runs the
              action's strict schema over the fields, where an unknown one would block the send. */}
          <button type="submit" name="intent" value="create" className="button button-primary" disabled={busy}>
            {t('editions.create')}
          </button>
        </p>
      </Form>
    </section>
  );
}
