import type { Route } from './+types/promo-codes';
import type { ApiPromoCode } from '../../../core/tickets/promo-code-query';
import { findPromoCodes } from '../../../core/tickets/find-promo-codes';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminList, type ListColumn } from '../../components/admin/admin-list';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { loadAdminList } from './list-loader.server';
import { editedEdition } from './edited-edition.server';

/** Promo codes with their uses and state, newest first (Admins). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'tickets.manage');
  const { db, config } = args.context.get(appContext);
  const { ref: edition, other, editable } = await editedEdition(db, args.request, viewer);
  const list = await loadAdminList<ApiPromoCode>({
    url: new URL(args.request.url),
    read: { viewer, timezone: config.timezone, edition },
    sortable: ['id', 'code', 'discount', 'created_at'],
    fallback: { field: 'created_at', direction: 'DESC' },
    searchFilter: 'code_containsi',
    find: async (opts) => (await findPromoCodes(db, opts)).data,
    count: async (opts) => (await findPromoCodes(db, { ...opts, params: withLimit(opts.params, '1') })).total,
  });
  // Codes are made in the edition edited; an archived edition's are listed to read (decision 178).
  return { ...list, otherEdition: other ? { year: other.year, editable } : null };
}

const withLimit = (params: URLSearchParams, limit: string) => {
  const next = new URLSearchParams(params);
  next.set('_limit', limit);
  return next;
};

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('promoCodes.title') });
}

export default function AdminPromoCodes({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const columns: ListColumn<ApiPromoCode>[] = [
    { key: 'code', label: t('promoCodes.code'), sortField: 'code', cell: (p) => p.code },
    {
      key: 'discount',
      label: t('promoCodes.discount'),
      sortField: 'discount',
      cell: (p) => `${p.discount} %`,
      className: 'numeric',
    },
    {
      key: 'uses',
      label: t('promoCodes.uses'),
      cell: (p) => (p.maxUses === null ? p.uses : t('promoCodes.usesOf', { uses: p.uses, max: p.maxUses })),
      className: 'numeric',
    },
    {
      key: 'state',
      label: t('promoCodes.state'),
      cell: (p) => (
        <span className={`status-badge ${p.state === 'valid' ? 'status-sent' : 'status-pending'}`}>
          {t(`promoCodes.state.${p.state}`)}
        </span>
      ),
    },
    { key: 'id', label: t('named.id'), sortField: 'id', cell: (p) => p.id, className: 'numeric' },
  ];
  return (
    <AdminList
      {...loaderData}
      title={t('promoCodes.title')}
      lead={
        loaderData.otherEdition && !loaderData.otherEdition.editable
          ? `${t('promoCodes.lead')} ${t('edited.codesArchived', { year: loaderData.otherEdition.year })}`
          : t('promoCodes.lead')
      }
      columns={columns}
      rowHref={(p) => href('AdminPromoCodeDetail', { id: p.id }, locale)}
      searchLabel={t('promoCodes.search')}
      createHref={
        loaderData.otherEdition && !loaderData.otherEdition.editable
          ? undefined
          : href('AdminPromoCodeDetail', { id: 'new' }, locale)
      }
      createLabel={t('promoCodes.create')}
    />
  );
}
