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
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { routeMeta } from '../../seo/route-meta';
import { loadDetailRecord } from './detail-loader.server';
import { archivedYearOf } from '../../../core/editions/edited-edition';
import { editedEdition } from './edited-edition.server';

/**
 * A promo code to edit, or `new` (Admins): made in the edition edited, a draft's before it is
 * current (an archived edition's is refused, decision 178). A used code is deactivated, not
 * deleted (409 PromoCode.inUse).
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'tickets.manage');
  const { db } = args.context.get(appContext);
  const promoCode = await loadDetailRecord(args.params.id, (id) => getPromoCode(db, { id, viewer }));
  const { other, editable } = await editedEdition(db, args.request, viewer);
  const archivedYear = promoCode ? await archivedYearOf(db, 'promoCodes', promoCode.id) : null;
  return { promoCode, edition: other ? { year: other.year, editable } : null, archivedYear };
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
  const { promoCode, edition, archivedYear } = loaderData;
  return (
    <PromoCodeEditor
      key={`${promoCode?.id ?? 'new'}:${promoCode?.updated_at ?? ''}:${edition?.year ?? ''}`}
      promoCode={promoCode}
      edition={edition}
      archivedYear={archivedYear}
    />
  );
}

type Props = {
  promoCode: ApiPromoCode | null;
  /** The edition edited when it is not the current one (decision 178): a new code is made in it. */
  edition: { year: number; editable: boolean } | null;
  /** The year of the archived edition the code belongs to: shown read-only. */
  archivedYear: number | null;
};

function PromoCodeEditor({ promoCode, edition, archivedYear }: Props) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const editor = useRecordEditor<PromoForm, ApiPromoCode>({
    id: promoCode?.id ?? null,
    initial: toForm(promoCode),
    path: '/promocodes',
    // A new code is made in the edition edited; a code's changes go by its id.
    query: !promoCode && edition ? `?edition=${edition.year}` : undefined,
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
  // No new code in an archived edition, and no change to one of its codes (the server refuses them too).
  const lockedYear = archivedYear ?? (!promoCode && edition !== null && !edition.editable ? edition.year : null);
  const readOnly = lockedYear !== null;
  const newTitle = edition ? t('promoCodes.newIn', { year: edition.year }) : t('promoCodes.new');
  return (
    <AdminDetail
      history="promocodes"
      title={promoCode ? form.code || promoCode.code : newTitle}
      kicker={promoCode ? t('promoCodes.kicker', { id: promoCode.id }) : newTitle}
      backHref={href('AdminPromoCodes', {}, locale)}
      backLabel={t('promoCodes.back')}
      id={promoCode?.id ?? null}
      deletable={!used && !readOnly}
      editor={editor}
      readOnly={readOnly}
    >
      {readOnly ? <p className="notification notification-info">{t('edited.readOnly', { year: lockedYear })}</p> : null}
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
