import { useState } from 'react';
import { Button, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/patrons-order';
import { findPatrons } from '../../../core/patrons/find-patrons';
import { getSetting } from '../../../core/settings/get-setting';
import { requireAdmin } from '../../auth/guards.server';
import { AdminDetail } from '../../components/admin/admin-detail';
import { apiCall } from '../../components/admin/api-client';
import { useUnsavedChanges } from '../../components/admin/unsaved-changes';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { reorder } from '../../components/admin/widgets/filter-options';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';

/** Which patrons the homepage carousel shows, in which order (Setting.patrons_order; Admins). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAdmin(args);
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
  const toast = useAdminToast();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(savedOrder);
  const [order, setOrder] = useState(savedOrder);
  const [saving, setSaving] = useState(false);
  const dirty = order.join(',') !== saved.join(',');
  const guard = useUnsavedChanges(dirty);
  const byId = new Map(patrons.map((p) => [p.id, p]));
  const unused = patrons.filter((p) => !order.includes(p.id));
  // New objects each time: the list re-renders a row only when its item changes, and the number does.
  const ordered = order.flatMap((id, i) => {
    const patron = byId.get(id);
    return patron ? [{ ...patron, position: i + 1 }] : [];
  });

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': byId.get(Number(key))?.name ?? String(key) })),
    onReorder: (e) => {
      const moved = order.filter((id) => e.keys.has(id));
      setOrder(reorder(order, moved, Number(e.target.key), e.target.dropPosition === 'after' ? 'after' : 'before'));
    },
  });

  const save = async () => {
    setSaving(true);
    const res = await apiCall<unknown>('PUT', '/setting', { patrons_order: order.join(',') });
    setSaving(false);
    if (!res.ok) {
      toast.refused(res.code, res.params);
      return;
    }
    setSaved(order);
    toast.success('patronsOrder.saved');
  };

  return (
    <AdminDetail
      title={t('patronsOrder.title')}
      backHref={href('AdminPatrons', {}, locale)}
      backLabel={t('patrons.back')}
      id={null}
      onSave={() => void save()}
      onRestore={() => {
        setOrder(saved);
        void revalidator.revalidate();
      }}
      saving={saving}
      dirty={dirty}
      guard={guard}
    >
      <p className="admin-lead">{t('patronsOrder.lead')}</p>
      <div className="order-columns">
        <section className="admin-section" aria-labelledby="unused-heading">
          <h2 id="unused-heading">{t('patronsOrder.unused')}</h2>
          <GridList
            aria-labelledby="unused-heading"
            items={unused}
            className="chosen-list"
            renderEmptyState={() => <p className="select-empty">{t('patronsOrder.noneUnused')}</p>}
          >
            {(p) => (
              <GridListItem id={p.id} textValue={p.name} className="chosen-item">
                <span className="chosen-label">
                  {p.name}
                  {p.job ? <span className="admin-item-meta"> · {p.job}</span> : null}
                </span>
                <Button
                  className="button button-small button-ghost"
                  onPress={() => setOrder([...order, p.id])}
                  aria-label={t('patronsOrder.add', { name: p.name })}
                >
                  {t('patronsOrder.addShort')}
                </Button>
              </GridListItem>
            )}
          </GridList>
        </section>
        <section className="admin-section" aria-labelledby="ordered-heading">
          <h2 id="ordered-heading">{t('patronsOrder.ordered')}</h2>
          <p className="field-hint">{t('patronsOrder.dragHint')}</p>
          <GridList
            aria-labelledby="ordered-heading"
            items={ordered}
            dragAndDropHooks={dragAndDropHooks}
            className="chosen-list"
            renderEmptyState={() => <p className="select-empty">{t('patronsOrder.noneOrdered')}</p>}
          >
            {(p) => (
              <GridListItem id={p.id} textValue={p.name} className="chosen-item">
                <Button slot="drag" className="chosen-drag" aria-label={t('fields.reorder', { label: p.name })}>
                  <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />
                  </svg>
                </Button>
                <span className="chosen-label">
                  {p.position}. {p.name}
                </span>
                <Button
                  className="button button-small button-ghost"
                  onPress={() => setOrder(order.filter((id) => id !== p.id))}
                  aria-label={t('patronsOrder.remove', { name: p.name })}
                >
                  {t('patronsOrder.removeShort')}
                </Button>
              </GridListItem>
            )}
          </GridList>
        </section>
      </div>
    </AdminDetail>
  );
}
