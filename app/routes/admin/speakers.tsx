import type { Route } from './+types/speakers';
import { reachesEveryRecord } from '../../../core/accounts/policy';
import { countSpeakers, findSpeakers } from '../../../core/speakers/find-speakers';
import type { ApiSpeaker } from '../../../core/speakers/speaker-query';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminList, type ListColumn } from '../../components/admin/admin-list';
import { PublicationBadge } from '../../components/admin/publication-badge';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { loadAdminList } from './list-loader.server';

/**
 * Speakers, drafts included: every one for an Admin, for an Organizer the ones they may edit
 * (the speaker's users_can_edit), as the write API allows.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'speakers.manage');
  const { db, config } = args.context.get(appContext);
  const filters: Record<string, string> = { _publicationState: 'preview' };
  const own = new URLSearchParams(filters);
  if (!reachesEveryRecord(viewer))
    for (const id of viewer.editableSpeakerIds.length ? viewer.editableSpeakerIds : [0]) own.append('id_in', String(id));
  const withOwn = (params: URLSearchParams) => {
    const merged = new URLSearchParams(params);
    for (const id of own.getAll('id_in')) merged.append('id_in', id);
    return merged;
  };
  const list = await loadAdminList({
    url: new URL(args.request.url),
    read: { viewer, timezone: config.timezone },
    sortable: ['id', 'name', 'published_at'],
    fallback: { field: 'name', direction: 'ASC' },
    searchFilter: 'name_containsi',
    filters,
    find: (opts) => findSpeakers(db, { ...opts, params: withOwn(opts.params) }),
    count: (opts) => countSpeakers(db, { ...opts, params: withOwn(opts.params) }),
  });
  return { ...list, rows: list.rows.map((s) => ({ id: s.id, name: s.name, job: s.job, published: s.published_at !== null })) };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('speakers.title') });
}

type Row = Pick<ApiSpeaker, 'id' | 'name' | 'job'> & { published: boolean };

export default function AdminSpeakers({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const columns: ListColumn<Row>[] = [
    { key: 'name', label: t('speakers.name'), sortField: 'name', cell: (s) => s.name },
    { key: 'job', label: t('speakers.job'), cell: (s) => s.job ?? '–' },
    {
      key: 'state',
      label: t('events.state'),
      sortField: 'published_at',
      cell: (s) => <PublicationBadge published={s.published} />,
    },
    { key: 'id', label: t('named.id'), sortField: 'id', cell: (s) => s.id, className: 'numeric' },
  ];
  return (
    <AdminList
      {...loaderData}
      title={t('speakers.title')}
      lead={t('speakers.lead')}
      createHref={href('AdminSpeakerDetail', { id: 'new' }, locale)}
      createLabel={t('speakers.create')}
      columns={columns}
      rowHref={(s) => href('AdminSpeakerDetail', { id: s.id }, locale)}
      searchLabel={t('named.search')}
    />
  );
}
