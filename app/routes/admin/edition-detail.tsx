import { data, useNavigation } from 'react-router';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/edition-detail';
import { presentEdition, updateEditionInput } from '../../../core/editions/edition-input';
import { getEditionRow } from '../../../core/editions/get-edition';
import { updateEdition } from '../../../core/editions/update-edition';
import { AppError } from '../../../core/errors/app-error';
import { requireAuthorized } from '../../auth/guards.server';
import { Notification } from '../../components/ui/notification';
import { TextField } from '../../components/ui/text-field';
import { appContext } from '../../context';
import { readFormValues } from '../../forms/form-errors';
import { formConstraints } from '../../forms/form-constraints';
import { useForm } from '../../forms/use-form';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { editionFormValues, runEditionForm } from './editions.server';

const loadUpdateEditionInput = () => import('../../../core/editions/edition-input').then((m) => m.updateEditionInput);

const yearOf = (raw: string | undefined) => (raw && /^\d{4}$/.test(raw) ? Number(raw) : Number.NaN);

/** One edition's names, days and retention periods (Admins; decisions 153, 165). */
export async function loader(args: Route.LoaderArgs) {
  await requireAuthorized(args, 'editions.manage');
  const { db } = args.context.get(appContext);
  try {
    const edition = presentEdition(await getEditionRow(db, yearOf(args.params.year)));
    return { edition, constraints: formConstraints(updateEditionInput) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'Edition.notFound') throw data(null, { status: 404 });
    throw err;
  }
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireAuthorized(args, 'editions.manage');
  const { db } = args.context.get(appContext);
  const values = await readFormValues(args.request);
  const year = yearOf(args.params.year);
  const answer = await runEditionForm(updateEditionInput, values, editionFormValues(values), (input) =>
    updateEdition(db, { viewer, year, input }),
  );
  if (!answer.ok) return data(answer, { status: 400 });
  return { ok: true as const, saved: answer.result.year };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: `${t('editions.title')} ${args.params.year}`, robots: 'noindex' });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

const RETENTION = ['retentionSignups', 'retentionAttendance', 'retentionQuickSignupAccounts', 'retentionOutboxBodies'] as const;

export default function AdminEditionDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const { edition } = loaderData;
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  const stored = Object.fromEntries(
    ['name', 'name_en', 'mainDay', 'programmeStart', 'programmeEnd', ...RETENTION].map((k) => [
      k,
      String(edition[k as keyof typeof edition]),
    ]),
  );
  const f = useForm(
    { constraints: loaderData.constraints, schema: loadUpdateEditionInput },
    { errors: refusal?.errors as never, defaults: refusal?.values ?? stored },
  );
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <p>
          <Link to={href('AdminEditions', {}, locale)} className="text-link">
            ← {t('editions.title')}
          </Link>
        </p>
        <h1>
          {t('editions.title')} {edition.year} <span className="status-badge">{t(`editions.state.${edition.state}`)}</span>
        </h1>
        {edition.state === 'archived' ? <p className="admin-lead">{t('editions.archivedNote')}</p> : null}
      </header>
      {actionData?.ok ? (
        <Notification tone="success">
          <p>{t('editions.saved', { year: actionData.saved })}</p>
        </Notification>
      ) : null}
      {f.errors.form ? <Notification tone="danger">{t(f.errors.form as never)}</Notification> : null}
      <Form method="post" {...f.form} key={edition.updated_at}>
        <section className="admin-section form-grid" aria-labelledby="edition-main">
          <h2 id="edition-main">{t('editions.name')}</h2>
          <TextField {...f.field('name')} label={t('editions.name')} />
          <TextField {...f.field('name_en')} label={t('editions.name_en')} />
          <TextField {...f.field('mainDay')} type="date" label={t('editions.mainDay')} />
          <TextField {...f.field('programmeStart')} type="date" label={t('editions.programmeStart')} />
          <TextField {...f.field('programmeEnd')} type="date" label={t('editions.programmeEnd')} />
        </section>
        <section className="admin-section form-grid" aria-labelledby="edition-retention">
          <h2 id="edition-retention">{t('editions.retention')}</h2>
          <p className="admin-lead">{t('editions.retentionLead')}</p>
          {RETENTION.map((name) => (
            <TextField key={name} {...f.field(name)} label={t(`editions.${name}`)} inputMode="numeric" />
          ))}
        </section>
        <p>
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('editions.save')}
          </button>
        </p>
      </Form>
    </div>
  );
}
