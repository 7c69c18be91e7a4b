import type { Route } from './+types/patrons-order';
import { findPatrons } from '../../../core/patrons/find-patrons';
import { getSetting } from '../../../core/settings/get-setting';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminDetail } from '../../components/admin/admin-detail';
import { OrderedPicker, useOrderEditor } from '../../components/admin/ordered-picker';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';

/** Which patrons the homepage carousel shows, in which order (Setting.patrons_order; Admins). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'setting.write');
  const { db, config } = args.context.get(appContext);
  const [patrons, setting] = await Promise.all([
    findPatrons(db, { viewer, timezone: config.timezone, params: new URLSearchParams({ _limit: '999', _sort: 'name:ASC' }) }),
    getSetting(db, { params: new URLSearchParams() }),
  ]);
  const known = new Set(patrons.map((p) => p.id));
  const order = parseOrder(setting.patrons_order).filter((id) => known.has(id));
  return { patrons: patrons.map((p) => ({ id: p.id, name: p.name, job: p.job })), order };
}

/** The ids of a comma-separated order, once each, in their order. */
function parseOrder(value: string): number[] {
  const ids = value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('patronsOrder.title') });
}

export default function AdminPatronsOrder({ loaderData }: Route.ComponentProps) {
  return <OrderEditor key={loaderData.order.join(',')} {...loaderData} />;
}

function OrderEditor({ patrons, order: savedOrder }: Route.ComponentProps['loaderData']) {
  const t = useAdminT();
  const locale = useLocale();
  const { order, setOrder, editor } = useOrderEditor(
    savedOrder,
    (order) => ({ path: '/setting', body: { patrons_order: order.join(',') } }),
    'patronsOrder.saved',
  );

  return (
    <AdminDetail
      title={t('patronsOrder.title')}
      backHref={href('AdminPatrons', {}, locale)}
      backLabel={t('patrons.back')}
      id={null}
      editor={editor}
    >
      <p className="admin-lead">{t('patronsOrder.lead')}</p>
      <OrderedPicker
        items={patrons.map((p) => ({ id: p.id, label: p.name, meta: p.job }))}
        order={order}
        onChange={setOrder}
        texts={{
          unused: t('patronsOrder.unused'),
          ordered: t('patronsOrder.ordered'),
          noneUnused: t('patronsOrder.noneUnused'),
          noneOrdered: t('patronsOrder.noneOrdered'),
          add: (name) => t('patronsOrder.add', { name }),
          remove: (name) => t('patronsOrder.remove', { name }),
        }}
      />
    </AdminDetail>
  );
}
