import type { Route } from './+types/promo-code-detail';
import { promoCodeInput } from '../../../core/tickets/promo-code-input';
import { useForm } from '../../forms/use-form';
import type { ApiPromoCode } from '../../../core/tickets/promo-code-query';
import { getPromoCode } from '../../../core/tickets/get-promo-code';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminDetail } from '../../components/admin/admin-detail';
import type { FieldCodes } from '../../forms/api-client';
import { useRecordEditor } from '../../components/admin/use-record-editor';
import { DateTimeField, NumberInputField, TextInputField, ToggleField } from '../../components/admin/widgets/form-fields';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { routeMeta } from '../../seo/route-meta';
import { loadDetailRecord } from './detail-loader.server';

/** A promo code to edit, or `new` (Admins). A used code is deactivated, not deleted (409 PromoCode.inUse). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'tickets.manage');
  const { db } = args.context.get(appContext);
  const promoCode = await loadDetailRecord(args.params.id, (id) => getPromoCode(db, { id, viewer }));
  return { promoCode };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: args.loaderData?.promoCode?.code ?? t('promoCodes.new') });
}

type PromoForm = {
  code: string;
  discount: number | null;
  maxUses: number | null;
  validFrom: string | null;
  validUntil: string | null;
  active: boolean;
};

const toForm = (p: ApiPromoCode | null): PromoForm => ({
  code: p?.code ?? '',
  discount: p?.discount ?? null,
  maxUses: p?.maxUses ?? null,
  validFrom: p?.validFrom ?? null,
  validUntil: p?.validUntil ?? null,
  active: p?.active ?? true,
});

const toPayload = (f: PromoForm) => ({ ...f, code: f.code.trim() });

export default function AdminPromoCodeDetail({ loaderData }: Route.ComponentProps) {
  const { promoCode } = loaderData;
  return <PromoCodeEditor key={`${promoCode?.id ?? 'new'}:${promoCode?.updated_at ?? ''}`} promoCode={promoCode} />;
}

function PromoCodeEditor({ promoCode }: { promoCode: ApiPromoCode | null }) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const editor = useRecordEditor<PromoForm, ApiPromoCode>({
    id: promoCode?.id ?? null,
    initial: toForm(promoCode),
    path: '/promocodes',
    toPayload,
    fromAnswer: toForm,
    idOf: (a) => a.id,
    problems: (f): FieldCodes => ({
      ...(f.code.trim() ? {} : { code: 'Form.error.required' }),
      ...(f.discount === null ? { discount: 'Form.error.required' } : {}),
    }),
    messages: { created: 'promoCodes.created', saved: 'promoCodes.saved', deleted: 'promoCodes.deleted' },
    listHref: href('AdminPromoCodes', {}, locale),
    detailHref: (id) => href('AdminPromoCodeDetail', { id }, locale),
  });
  const { form, set, errors } = editor;
  const f = useForm(promoCodeInput, { values: form, set, errors });
  const error = (field: string) => errors[field];
  const used = (promoCode?.uses ?? 0) > 0;
  return (
    <AdminDetail
      history="promocodes"
      title={promoCode ? form.code || promoCode.code : t('promoCodes.new')}
      kicker={promoCode ? t('promoCodes.kicker', { id: promoCode.id }) : t('promoCodes.new')}
      backHref={href('AdminPromoCodes', {}, locale)}
      backLabel={t('promoCodes.back')}
      id={promoCode?.id ?? null}
      deletable={!used}
      editor={editor}
    >
      {promoCode && used ? (
        <p className="notification notification-info">{t('promoCodes.usedNote', { uses: promoCode.uses })}</p>
      ) : null}
      <section className="admin-section">
        <div className="form-grid">
          <TextInputField label={t('promoCodes.code')} {...f.field('code')} hint={t('promoCodes.codeHint')} autoComplete="off" />
          <NumberInputField label={t('promoCodes.discount')} {...f.field('discount')} />
          <NumberInputField label={t('promoCodes.maxUses')} {...f.field('maxUses')} hint={t('promoCodes.maxUsesHint')} />
          <DateTimeField
            label={t('promoCodes.validFrom')}
            value={form.validFrom}
            onChange={(v) => set('validFrom', v)}
            timeZone={timeZone}
            error={error('validFrom')}
          />
          <DateTimeField
            label={t('promoCodes.validUntil')}
            value={form.validUntil}
            onChange={(v) => set('validUntil', v)}
            timeZone={timeZone}
            error={error('validUntil')}
          />
          <ToggleField label={t('promoCodes.active')} value={form.active} onChange={(v) => set('active', v)} />
        </div>
      </section>
    </AdminDetail>
  );
}
