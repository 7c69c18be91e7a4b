import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from '../ui/link';
import type { ApiEmbed } from '../../../core/embeds/embed-query';
import { codeText, useAdminT } from '../../i18n/admin-t';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { embedInput } from '../../../core/embeds/embed-input';
import { apiCall, type FieldCodes } from '../../forms/api-client';
import { refusalFields } from '../../forms/refusal-fields';
import { useForm } from '../../forms/use-form';
import { ConfirmDialog } from './confirm-dialog';
import { DEFAULT_EMBED_TYPE, EMBED_TYPES, embedTypeKey } from './embed-types';
import { useAdminToast } from './use-admin-toast';
import { SelectField, TextInputField, ToggleField } from './widgets/form-fields';

type Props = {
  /** The saved event; embeds can be added once it exists. */
  eventId: number | null;
  embeds: readonly ApiEmbed[];
  onChange: (embeds: ApiEmbed[]) => void;
};

type Draft = { name: string; url: string; type: number; recording: boolean };

const EMPTY: Draft = {
  name: '',
  url: '',
  type: DEFAULT_EMBED_TYPE,
  recording: false,
};

/**
 * The event's video and chat sources (admin-and-widgets.md 2, "Embeds and files"): adding
 * creates the embed and attaches it to the event in one call, removing deletes it, both at
 * once with no Save; the form resets after adding. It sits inside the event form, so Enter in
 * its fields adds the embed rather than saving the event.
 */
export function EmbedsManager({ eventId, embeds, onChange }: Props) {
  const t = useAdminT();
  const locale = useLocale();
  const toast = useAdminToast();
  const headingId = useId();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldCodes>({});
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ApiEmbed | null>(null);
  const [deleting, setDeleting] = useState(false);
  const f = useForm(embedInput, {
    values: draft,
    set: <K extends keyof Draft>(name: K, value: Draft[K]) => setDraft((d) => ({ ...d, [name]: value })),
    errors,
  });

  const add = async () => {
    if (adding || eventId === null) return;
    const problems: FieldCodes = {};
    if (!draft.name.trim()) problems.name = 'Form.error.required';
    if (!draft.url.trim()) problems.url = 'Form.error.required';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setAdding(true);
    const res = await apiCall<ApiEmbed>('POST', '/embeds', {
      name: draft.name.trim(),
      url: draft.url.trim(),
      type: draft.type,
      recording: draft.recording,
      events: [eventId],
    });
    setAdding(false);
    if (!res.ok) {
      setErrors((refusalFields(res) ?? {}) as FieldCodes);
      toast.refused(res.code, res.params);
      return;
    }
    onChange([...embeds, res.data]);
    setDraft(EMPTY);
    toast.success('embeds.added');
  };

  const remove = async () => {
    if (!removing) return;
    setDeleting(true);
    const res = await apiCall<unknown>('DELETE', `/embeds/${removing.id}`);
    setDeleting(false);
    if (!res.ok && res.status !== 404) {
      toast.refused(res.code, res.params);
      return;
    }
    onChange(embeds.filter((e) => e.id !== removing.id));
    setRemoving(null);
    toast.success('embeds.removed');
  };

  const addOnEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void add();
    }
  };

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('embeds.title')}</h2>
      {embeds.length === 0 ? (
        <p className="empty-state">{t('embeds.none')}</p>
      ) : (
        <ul className="admin-items" role="list">
          {embeds.map((embed) => (
            <li key={embed.id} className="admin-item">
              <div className="admin-item-main">
                <Link to={href('AdminEmbedDetail', { id: embed.id }, locale)} className="admin-item-title">
                  {embed.name}
                </Link>
                <span className="admin-item-meta">
                  {t(embedTypeKey(embed.type))}
                  {embed.recording ? ` · ${t('embeds.recording')}` : ''} · <code>{embed.url}</code>
                </span>
              </div>
              <button
                type="button"
                className="button button-small button-ghost button-danger-ghost"
                onClick={() => setRemoving(embed)}
                aria-label={t('embeds.remove', { name: embed.name })}
              >
                {t('embeds.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}

      {eventId === null ? (
        <p className="field-hint">{t('embeds.saveFirst')}</p>
      ) : (
        <div className="admin-subform" role="group" aria-label={t('embeds.addTitle')} onKeyDown={addOnEnter}>
          <TextInputField label={t('embeds.name')} {...f.field('name')} />
          <TextInputField label={t('embeds.code')} {...f.field('url')} placeholder={t('embeds.codePlaceholder')} />
          <SelectField
            label={t('embeds.type')}
            required
            value={draft.type}
            onChange={(type) => setDraft({ ...draft, type: Number(type ?? DEFAULT_EMBED_TYPE) })}
            options={EMBED_TYPES.map((id) => ({ id, label: t(embedTypeKey(id)) }))}
            error={errors.type}
          />
          <ToggleField
            label={t('embeds.recording')}
            hint={t('embeds.recordingHint')}
            value={draft.recording}
            onChange={(recording) => setDraft({ ...draft, recording })}
            error={errors.recording}
          />
          <div className="admin-subform-actions">
            <button type="button" className="button button-small" onClick={() => void add()} aria-disabled={adding || undefined}>
              {adding ? t('embeds.adding') : t('embeds.add')}
            </button>
            {errors.events ? <p className="field-error">{codeText(t, errors.events)}</p> : null}
          </div>
        </div>
      )}

      <ConfirmDialog
        isOpen={removing !== null}
        title={t('embeds.removeTitle')}
        confirmLabel={t('embeds.removeShort')}
        cancelLabel={t('detail.cancel')}
        isPending={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('embeds.removeText', { name: removing?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
