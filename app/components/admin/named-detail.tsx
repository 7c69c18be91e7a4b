import type { ReactNode } from 'react';
import type { z } from 'zod';
import { codeText, useAdminT } from '../../i18n/admin-t';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { AdminDetail } from './admin-detail';
import type { FieldCodes } from '../../forms/api-client';
import { useForm, type KeptForm } from '../../forms/use-form';
import { useRecordEditor } from './use-record-editor';
import { TextInputField } from './widgets/form-fields';

export type NamedForm = { name: string; name_en: string };
type Named = { id: number; name: string; name_en: string | null };

const HISTORY = { locations: 'locations', eventTypes: 'event-types', halls: 'halls' } as const;

type Props<Form extends NamedForm, Record extends Named> = {
  record: Record | null;
  screen: 'locations' | 'eventTypes' | 'halls';
  path: string;
  list: 'AdminLocations' | 'AdminEventtypes' | 'AdminHalls';
  detail: 'AdminLocationDetail' | 'AdminEventtypeDetail' | 'AdminHallDetail';
  /** Core's input schema of the collection: the fields' constraints. */
  schema: z.ZodType;
  toForm: (record: Record | null) => Form;
  toPayload?: (form: Form) => unknown;
  /** Deleting is offered unless false (event types are never deleted). */
  deletable?: boolean;
  /** More fields after the names. */
  extra?: (editor: {
    form: Form;
    set: <K extends keyof Form>(field: K, value: Form[K]) => void;
    errors: FieldCodes;
    /** The fields bound with useForm (name, value, constraints, code). */
    f: KeptForm<Form>;
  }) => ReactNode;
  /** A note under the header (why delete is missing). */
  note?: string;
};

/** The detail of a reference record named in both languages (location, event type, hall). */
export function NamedDetail<Form extends NamedForm, Record extends Named>(props: Props<Form, Record>) {
  const { record, screen, path, list, detail, toForm, deletable = true, extra, note } = props;
  const t = useAdminT();
  const locale = useLocale();
  const text = (key: string, params?: { [k: string]: string | number }) =>
    params
      ? codeText(t, `${screen}.${key}`).replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''))
      : codeText(t, `${screen}.${key}`);
  const editor = useRecordEditor<Form, Record>({
    id: record?.id ?? null,
    initial: toForm(record),
    path,
    toPayload: props.toPayload ?? ((form) => ({ ...form, name: form.name.trim() })),
    fromAnswer: toForm,
    idOf: (answer) => answer.id,
    problems: (form): FieldCodes => (form.name.trim() ? {} : { name: 'Form.error.required' }),
    messages: { created: `${screen}.created` as never, saved: `${screen}.saved` as never, deleted: `${screen}.deleted` as never },
    listHref: href(list, {}, locale),
    detailHref: (id) => href(detail, { id }, locale),
  });
  const { form, set, errors } = editor;
  const f = useForm(props.schema, { values: form, set, errors });
  return (
    <AdminDetail
      title={record ? form.name || record.name : text('new')}
      kicker={record ? text('kicker', { id: record.id }) : text('new')}
      backHref={href(list, {}, locale)}
      backLabel={text('back')}
      history={HISTORY[screen]}
      id={record?.id ?? null}
      deletable={deletable}
      editor={editor}
    >
      {note ? <p className="notification notification-info">{note}</p> : null}
      <section className="admin-section">
        <div className="form-grid">
          <TextInputField label={t('named.name')} {...f.field('name')} />
          <TextInputField label={t('named.nameEn')} {...f.field('name_en')} />
        </div>
        {extra?.({ form, set, errors, f })}
      </section>
    </AdminDetail>
  );
}
