import { data } from 'react-router';
import { createUserInput } from '../../../core/accounts/schemas';
import { useForm } from '../../forms/use-form';
import type { Route } from './+types/user-detail';
import { findRoles } from '../../../core/accounts/find-roles';
import { getUser } from '../../../core/accounts/get-user';
import { canCreateUser, canManageAccounts, roleEditsExhibitors } from '../../../core/accounts/policy';
import type { ApiUser } from '../../../core/accounts/present-user';
import { ROLE } from '../../../core/accounts/roles';
import { findExhibitors } from '../../../core/exhibitors/find-exhibitors';
import { parseIdParam } from '../../../core/query/parse-id-param';
import { findSpeakers } from '../../../core/speakers/find-speakers';
import { forbiddenPage } from '../../auth/forbidden.server';
import { requireAuthorized } from '../../auth/guards.server';
import { useOptionalUser } from '../../auth/use-user';
import { AdminDetail } from '../../components/admin/admin-detail';
import type { FieldCodes } from '../../forms/api-client';
import { useRecordEditor } from '../../components/admin/use-record-editor';
import { SelectField, TextInputField, ToggleField } from '../../components/admin/widgets/form-fields';
import { MultiSelectField } from '../../components/admin/widgets/multi-select-field';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { loadDetailRecord } from './detail-loader.server';
import { roleLabel } from './role-label';

/**
 * One account (Admins and Organizers read it; only Admins change it, as the users API decides):
 * name, e-mail, state, role and what the user may edit.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'users.list');
  const { db, config } = args.context.get(appContext);
  // `new` is an Admin's invitation of someone (POST /api/users); Organizers only read accounts.
  if (args.params.id === 'new' ? !canCreateUser(viewer) : parseIdParam(args.params.id) === null)
    throw data(null, { status: 404 });
  // This form sets role, state and edit rights: the Admin-only part of an account (the API's rule).
  const canChange = canManageAccounts(viewer);
  const read = { viewer, timezone: config.timezone };
  const all = (sort: string) => new URLSearchParams({ _limit: '999', _sort: sort, _publicationState: 'preview' });
  // Only one who may grant edit rights needs every speaker and exhibitor to choose from.
  const [user, roles, speakers, exhibitors] = await Promise.all([
    loadDetailRecord(
      args.params.id,
      (id) => getUser(db, { viewer, id }),
      () => forbiddenPage(args.request, 'team'),
    ),
    findRoles(db, { viewer }),
    canChange ? findSpeakers(db, { ...read, params: all('name:ASC') }) : [],
    canChange ? findExhibitors(db, { ...read, params: all('name:ASC') }) : [],
  ]);
  return {
    user,
    canChange,
    roles: roles.roles.map((r) => ({ id: r.id, label: r.name })),
    speakers: speakers.map((s) => ({ id: s.id, label: s.name })),
    exhibitors: exhibitors.map((e) => ({ id: e.id, label: e.name })),
  };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: args.loaderData?.user?.username ?? t('users.new') });
}

type UserForm = {
  /** The invitation's language (a new account only). */
  locale: 'cs' | 'en';
  username: string;
  email: string;
  confirmed: boolean;
  blocked: boolean;
  /** An Admin's grant (speakers, VIPs, press): not sent when creating, the invitation has none. */
  hasTicket: boolean;
  roleId: number;
  can_edit_speakers: number[];
  can_edit_exhibitors: number[];
};

function toForm(u: ApiUser | null): UserForm {
  return {
    locale: u?.locale ?? 'cs',
    username: u?.username ?? '',
    email: u?.email ?? '',
    // An invitee confirms the address by setting the password (decision 012).
    confirmed: u?.confirmed ?? false,
    blocked: u?.blocked ?? false,
    hasTicket: u?.hasTicket ?? false,
    roleId: u?.role.id ?? ROLE.registred,
    can_edit_speakers: u?.can_edit_speakers ?? [],
    can_edit_exhibitors: u?.can_edit_exhibitors ?? [],
  };
}

export default function AdminUserDetail({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  return <UserEditor key={user ? `${user.id}:${user.updated_at}` : 'new'} {...loaderData} />;
}

function UserEditor({ user, canChange, roles, speakers, exhibitors }: Route.ComponentProps['loaderData']) {
  const t = useAdminT();
  const locale = useLocale();
  const viewer = useOptionalUser();
  const editor = useRecordEditor<UserForm, ApiUser>({
    id: user?.id ?? null,
    initial: toForm(user),
    path: '/users',
    // The language is chosen once, for the invitation; afterwards it is the user's own setting.
    toPayload: ({ locale, hasTicket, ...form }) => ({
      ...form,
      username: form.username.trim(),
      email: form.email.trim(),
      ...(user ? { hasTicket } : { locale }),
    }),
    fromAnswer: toForm,
    idOf: (answer) => answer.id,
    problems: (form) => {
      const found: FieldCodes = {};
      if (!form.username.trim()) found.username = 'Form.error.required';
      if (!form.email.trim()) found.email = 'Form.error.required';
      return found;
    },
    messages: { created: 'users.created', saved: 'users.saved', deleted: 'users.deleted' },
    listHref: href('AdminUsers', {}, locale),
    detailHref: (id) => href('AdminUserDetail', { id }, locale),
  });
  const { form, set, errors } = editor;
  const f = useForm(createUserInput, { values: form, set, errors });
  // Nobody changes their own role or blocks themselves (the users API refuses it too).
  const own = user !== null && viewer?.id === user.id;
  const notOrganizer = form.can_edit_exhibitors.length > 0 && !roleEditsExhibitors(form.roleId);
  return (
    <AdminDetail
      history="users"
      title={user ? user.username : t('users.new')}
      kicker={user ? t('users.kicker', { id: user.id }) : t('users.newKicker')}
      backHref={href('AdminUsers', {}, locale)}
      backLabel={t('users.back')}
      id={user?.id ?? null}
      deletable={canChange && user !== null && viewer?.id !== user.id}
      editor={editor}
      readOnly={!canChange}
    >
      {!canChange ? <p className="notification notification-info">{t('users.readOnly')}</p> : null}
      <fieldset className="admin-fieldset" disabled={!canChange}>
        <section className="admin-section">
          <div className="form-grid">
            <TextInputField label={t('users.username')} {...f.field('username')} autoComplete="off" />
            <TextInputField label={t('users.email')} {...f.field('email')} autoComplete="off" />
            <SelectField
              label={t('users.access')}
              value={form.roleId}
              onChange={(v) => set('roleId', Number(v))}
              options={roles.map((r) => ({ id: r.id, label: roleLabel(t, { id: r.id, name: r.label }) }))}
              error={errors.roleId}
              isDisabled={own}
              {...(own ? { hint: t('users.ownRoleHint') } : {})}
            />
          </div>
          <ToggleField
            label={t('users.confirmed')}
            value={form.confirmed}
            onChange={(v) => set('confirmed', v)}
            hint={t('users.confirmedHint')}
          />
          <ToggleField
            label={t('users.blocked')}
            value={form.blocked}
            onChange={(v) => set('blocked', v)}
            hint={t('users.blockedHint')}
            error={errors.blocked}
            isDisabled={own}
          />
          {/* The ticket is part of the profile only Admins read (and grant). */}
          {canChange && user ? (
            <ToggleField
              label={t('users.hasTicket')}
              value={form.hasTicket}
              onChange={(v) => set('hasTicket', v)}
              hint={t('users.hasTicketHint')}
              error={errors.hasTicket}
            />
          ) : null}
        </section>
        {/* Edit rights are Admin business: others get neither the data nor the choices. */}
        {canChange ? (
          <section className="admin-section">
            <h2>{t('exhibitors.sectionEditors')}</h2>
            {notOrganizer ? (
              <p className="notification notification-danger" role="alert">
                {t('users.mustBeOrganizer')}
              </p>
            ) : null}
            <MultiSelectField
              label={t('users.canEditExhibitors')}
              value={form.can_edit_exhibitors}
              onChange={(v) => set('can_edit_exhibitors', v.map(Number))}
              options={exhibitors}
              error={errors.can_edit_exhibitors}
            />
            <MultiSelectField
              label={t('users.canEditSpeakers')}
              value={form.can_edit_speakers}
              onChange={(v) => set('can_edit_speakers', v.map(Number))}
              options={speakers}
              error={errors.can_edit_speakers}
            />
          </section>
        ) : null}
      </fieldset>
    </AdminDetail>
  );
}
