import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/access-code-detail';
import type { ApiAccessCode } from '../../../core/livestreams/access-code-query';
import { getAccessCode } from '../../../core/livestreams/get-access-code';
import { requireAuthorized } from '../../auth/guards.server';
import { AccessCodeStateBadge } from '../../components/admin/access-code-state-badge';
import { AdminDetail } from '../../components/admin/admin-detail';
import { apiCall } from '../../forms/api-client';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { AdminDateTime, AdminFact } from '../../components/admin/admin-facts';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { useRecordEditor } from '../../components/admin/use-record-editor';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { AccessCodeFields, accessCodeProblems, toAccessCodeForm, type AccessCodeForm } from './access-code-form';
import { NewAccessCode } from './access-code-new';
import { loadDetailRecord } from './detail-loader.server';
import { archivedYearOf } from '../../../core/editions/edited-edition';
import { editedEdition } from './edited-edition.server';

/**
 * An access code to edit, revoke or delete, or `new` (Admins). Its passphrase is never shown
 * here: only the create answer carries it, once. A new code is made in the edition edited, a
 * draft's before it is current (an archived edition's is refused, decision 178).
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'accessCodes.manage');
  const { db } = args.context.get(appContext);
  const code = await loadDetailRecord(args.params.id, (id) => getAccessCode(db, { id, viewer }));
  const { other, editable } = await editedEdition(db, args.request, viewer);
  const archivedYear = code ? await archivedYearOf(db, 'accessCodes', code.id) : null;
  return { code, edition: other ? { year: other.year, editable } : null, archivedYear };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: args.loaderData?.code?.label ?? t('accessCodes.new') });
}

export default function AdminAccessCodeDetail({ loaderData }: Route.ComponentProps) {
  const { code, edition, archivedYear } = loaderData;
  return code ? (
    <AccessCodeEditor key={code.id} code={code} archivedYear={archivedYear} />
  ) : (
    <NewAccessCode key={edition?.year} edition={edition} />
  );
}

/** `archivedYear`: the code belongs to that archived edition and is shown read-only (decision 178). */
function AccessCodeEditor({ code, archivedYear }: { code: ApiAccessCode; archivedYear: number | null }) {
  const t = useAdminT();
  const locale = useLocale();
  const toast = useAdminToast();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const editor = useRecordEditor<AccessCodeForm, ApiAccessCode>({
    id: code.id,
    initial: toAccessCodeForm(code),
    path: '/access-codes',
    toPayload: (f) => ({ ...f, label: f.label.trim() }),
    fromAnswer: toAccessCodeForm,
    idOf: (a) => a.id,
    problems: accessCodeProblems,
    problemsToast: () => 'detail.checkFields',
    messages: { created: 'accessCodes.created', saved: 'accessCodes.saved', deleted: 'accessCodes.deleted' },
    listHref: href('AdminAccessCodes', {}, locale),
    detailHref: (id) => href('AdminAccessCodeDetail', { id }, locale),
  });

  const revoke = async () => {
    setRevoking(true);
    const result = await apiCall<{ data: ApiAccessCode; changed: boolean }>('POST', `/access-codes/${code.id}/revoke`);
    setRevoking(false);
    setAsking(false);
    if (!result.ok) {
      toast.refused(result.code, result.params);
      return;
    }
    toast.success(result.data.changed ? 'accessCodes.revokeDone' : 'accessCodes.alreadyRevoked');
    await revalidator.revalidate();
  };

  return (
    <>
      <AdminDetail
        title={editor.form.label || code.label}
        kicker={t('accessCodes.kicker', { id: code.id })}
        backHref={href('AdminAccessCodes', {}, locale)}
        backLabel={t('accessCodes.back')}
        id={code.id}
        deletable={code.deletable && archivedYear === null}
        editor={editor}
        readOnly={(code.order?.cancelled ?? false) || archivedYear !== null}
        headerActions={
          code.state === 'revoked' || archivedYear !== null ? null : (
            <button type="button" className="button button-danger" onClick={() => setAsking(true)}>
              {t('accessCodes.revoke')}
            </button>
          )
        }
      >
        <dl className="admin-facts">
          <AdminFact label={t('accessCodes.state')}>
            <AccessCodeStateBadge state={code.state} />
            {code.order?.cancelled ? ` ${t('accessCodes.orderCancelledState')}` : null}
          </AdminFact>
          <AdminFact label={t('accessCodes.lastUsed')}>
            <AdminDateTime value={code.lastUsedAt} fallback={t('accessCodes.never')} />
          </AdminFact>
          <AdminFact label={t('accessCodes.createdAt')}>
            <AdminDateTime value={code.created_at} />
          </AdminFact>
          {code.revokedAt ? (
            <AdminFact label={t('accessCodes.revokedAt')}>
              <AdminDateTime value={code.revokedAt} />
            </AdminFact>
          ) : null}
          <AdminFact label={t('accessCodes.order')}>
            {code.order ? (
              <Link to={href('AdminOrderDetail', { id: code.order.id }, locale)} className="text-link">
                {code.order.number}
              </Link>
            ) : (
              t('accessCodes.noOrder')
            )}
          </AdminFact>
        </dl>
        {archivedYear !== null ? (
          <p className="notification notification-info">{t('edited.readOnly', { year: archivedYear })}</p>
        ) : null}
        {code.order?.cancelled ? (
          <p className="notification notification-info">{t('accessCodes.orderCancelledNote', { number: code.order.number })}</p>
        ) : code.state === 'revoked' ? (
          <p className="notification notification-info">{t('accessCodes.revokedNote')}</p>
        ) : code.order ? (
          <p className="notification notification-info">{t('accessCodes.orderNote', { number: code.order.number })}</p>
        ) : !code.deletable ? (
          <p className="notification notification-info">{t('accessCodes.usedNote')}</p>
        ) : null}
        <section className="admin-section">
          <fieldset className="admin-fieldset" disabled={code.order?.cancelled ?? false}>
            <div className="form-grid">
              <AccessCodeFields form={editor.form} set={editor.set} errors={editor.errors} />
            </div>
          </fieldset>
        </section>
      </AdminDetail>
      <ConfirmDialog
        isOpen={asking}
        title={t('accessCodes.revokeTitle')}
        confirmLabel={revoking ? t('accessCodes.working') : t('accessCodes.revokeConfirm')}
        cancelLabel={t('accessCodes.keep')}
        isPending={revoking}
        onConfirm={() => void revoke()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('accessCodes.revokeText', { label: code.label })}</p>
      </ConfirmDialog>
    </>
  );
}
