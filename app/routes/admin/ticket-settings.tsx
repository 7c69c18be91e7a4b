import { useState } from 'react';
import { ticketSettingsInput } from '../../../core/tickets/ticket-settings-input';
import { refusalFields } from '../../forms/refusal-fields';
import { useForm } from '../../forms/use-form';
import { useRevalidator } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/ticket-settings';
import { getTicketSettings } from '../../../core/tickets/get-ticket-settings';
import type { ApiTicketSettings } from '../../../core/tickets/ticket-settings-input';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminDetail } from '../../components/admin/admin-detail';
import { apiCall, type FieldCodes } from '../../forms/api-client';
import { useUnsavedChanges } from '../../components/admin/unsaved-changes';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { DateTimeField, NumberInputField, TextInputField, ToggleField } from '../../components/admin/widgets/form-fields';
import { appContext } from '../../context';
import { createAdminT, useAdminT, type AdminKey } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { formatDate, formatTime } from '../../i18n/format-date';
import { routeMeta } from '../../seo/route-meta';
import { editedEdition } from './edited-edition.server';

/**
 * The ticket settings of the edition edited (decision 178): VAT, quota, payment term, sales
 * window, self-declared tickets and the invoices' supplier (Admins). A draft's are set before it
 * is made current; an archived edition's are shown read-only (the API refuses them too).
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'tickets.manage');
  const { db } = args.context.get(appContext);
  const { ref, other, editable } = await editedEdition(db, args.request, viewer);
  return {
    settings: await getTicketSettings(db, { viewer, edition: ref }),
    edition: other ? { year: other.year, editable } : null,
  };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('ticketSettings.title') });
}

const TEXT_FIELDS = [
  'supplierName',
  'supplierStreet',
  'supplierCity',
  'supplierZip',
  'supplierCountry',
  'supplierRegnumber',
  'supplierVAT',
  'bankAccount',
  'iban',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

type SettingsForm = Pick<ApiTicketSettings, 'quota' | 'selfDeclaredTickets' | 'salesStart' | 'salesEnd' | TextField> & {
  vatRate: number | null;
  paymentDueDays: number | null;
  offerHours: number | null;
  lateNoticeMinutes: number | null;
};

const toForm = (s: ApiTicketSettings): SettingsForm => ({
  vatRate: s.vatRate,
  quota: s.quota,
  paymentDueDays: s.paymentDueDays,
  selfDeclaredTickets: s.selfDeclaredTickets,
  salesStart: s.salesStart,
  salesEnd: s.salesEnd,
  offerHours: s.offerHours,
  lateNoticeMinutes: s.lateNoticeMinutes,
  ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, s[name]])) as Record<TextField, string>),
});

export default function AdminTicketSettings({ loaderData }: Route.ComponentProps) {
  const { settings, edition } = loaderData;
  return <SettingsEditor key={`${edition?.year}-${settings.updated_at}`} settings={settings} edition={edition} />;
}

type Props = {
  settings: ApiTicketSettings;
  /** The edition edited when it is not the current one (decision 178). */
  edition: { year: number; editable: boolean } | null;
};

function SettingsEditor({ settings, edition }: Props) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const toast = useAdminToast();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(() => toForm(settings));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<FieldCodes>({});
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  // An archived edition's settings are read-only (the server refuses their changes too).
  const readOnly = edition !== null && !edition.editable;
  const guard = useUnsavedChanges(dirty);

  const set = <K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const f = useForm(ticketSettingsInput, { values: form, set, errors });

  const save = async () => {
    if (saving || readOnly) return;
    const problems: FieldCodes = {
      ...(form.vatRate === null ? { vatRate: 'Form.error.required' } : {}),
      ...(form.paymentDueDays === null ? { paymentDueDays: 'Form.error.required' } : {}),
      ...(form.offerHours === null ? { offerHours: 'Form.error.required' } : {}),
      ...(form.lateNoticeMinutes === null ? { lateNoticeMinutes: 'Form.error.required' } : {}),
    };
    setErrors(problems);
    if (Object.keys(problems).length) {
      toast.danger('detail.fillRequired');
      return;
    }
    setSaving(true);
    const res = await apiCall<ApiTicketSettings>('PUT', `/ticket-settings${edition ? `?edition=${edition.year}` : ''}`, form);
    setSaving(false);
    if (!res.ok) {
      setErrors((refusalFields(res) ?? {}) as FieldCodes);
      toast.refused(res.code, res.params);
      return;
    }
    const next = toForm(res.data);
    setSaved(next);
    setForm(next);
    toast.success('ticketSettings.saved');
  };

  const editor = {
    save,
    restore: () => {
      setForm(saved);
      setErrors({});
      void revalidator.revalidate();
    },
    saving,
    dirty,
    guard,
  };

  return (
    <AdminDetail
      title={edition ? t('ticketSettings.titleOf', { year: edition.year }) : t('ticketSettings.title')}
      backHref={href('AdminPromoCodes', {}, locale)}
      backLabel={t('promoCodes.title')}
      id={null}
      deletable={false}
      editor={editor}
      readOnly={readOnly}
    >
      <p className="admin-lead">{t('ticketSettings.lead')}</p>
      {edition ? (
        <p className="notification notification-info">
          {t(readOnly ? 'edited.readOnly' : 'ticketSettings.draftNote', { year: edition.year })}
        </p>
      ) : null}
      <section className="admin-section" aria-labelledby="ticket-sales">
        <h2 id="ticket-sales">{t('ticketSettings.sales')}</h2>
        <div className="form-grid">
          {/* Every field of the settings' PUT may be left out; the screen asks for these three (its problems). */}
          <NumberInputField label={t('ticketSettings.vatRate')} {...f.field('vatRate')} required />
          <NumberInputField
            label={t('ticketSettings.quota')}
            {...f.field('quota')}
            hint={t('ticketSettings.quotaHint', { sold: settings.ticketsSold })}
          />
          <NumberInputField label={t('ticketSettings.paymentDueDays')} {...f.field('paymentDueDays')} required />
          <ToggleField
            label={t('ticketSettings.selfDeclared')}
            hint={t('ticketSettings.selfDeclaredHint')}
            value={form.selfDeclaredTickets}
            onChange={(v) => set('selfDeclaredTickets', v)}
          />
        </div>
      </section>
      <section className="admin-section" aria-labelledby="ticket-window">
        <h2 id="ticket-window">{t('ticketSettings.window')}</h2>
        <div className="form-grid">
          <DateTimeField
            label={t('ticketSettings.salesStart')}
            value={form.salesStart}
            onChange={(v) => set('salesStart', v)}
            timeZone={timeZone}
            hint={t('ticketSettings.salesStartHint')}
            error={errors.salesStart}
          />
          <DateTimeField
            label={t('ticketSettings.salesEnd')}
            value={form.salesEnd}
            onChange={(v) => set('salesEnd', v)}
            timeZone={timeZone}
            hint={
              settings.conferenceStart
                ? t('ticketSettings.salesEndHint', {
                    start: `${formatDate(settings.conferenceStart, locale, timeZone)} ${formatTime(settings.conferenceStart, locale, timeZone)}`,
                  })
                : t('ticketSettings.salesEndHintNone')
            }
            error={errors.salesEnd}
          />
          <NumberInputField
            label={t('ticketSettings.offerHours')}
            {...f.field('offerHours')}
            required
            hint={t('ticketSettings.offerHoursHint')}
          />
          <NumberInputField
            label={t('ticketSettings.lateNoticeMinutes')}
            {...f.field('lateNoticeMinutes')}
            required
            hint={t('ticketSettings.lateNoticeMinutesHint')}
          />
        </div>
        <p>
          <Link to={href('AdminTicketWaitlist', {}, locale)} className="text-link">
            {t('waitlist.title')}
          </Link>
        </p>
      </section>
      <section className="admin-section" aria-labelledby="ticket-supplier">
        <h2 id="ticket-supplier">{t('ticketSettings.supplier')}</h2>
        <div className="form-grid">
          {TEXT_FIELDS.map((name) => (
            <TextInputField key={name} label={t(`ticketSettings.${name}` as AdminKey)} {...f.field(name)} />
          ))}
        </div>
      </section>
    </AdminDetail>
  );
}
