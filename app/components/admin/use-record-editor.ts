import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { AdminKey, AdminTextKey } from '../../i18n/admin-t';
import { apiCall, fieldCodeParams, type FieldCodes } from '../../forms/api-client';
import { refusalFields } from '../../forms/refusal-fields';
import type { Params } from '../../i18n/translate';
import { useUnsavedChanges } from './unsaved-changes';
import { useAdminToast } from './use-admin-toast';

type Options<Form, Answer> = {
  /** The record's id; null while creating. */
  id: number | null;
  /** The form as last loaded or saved. */
  initial: Form;
  /** The collection's API path, e.g. `/exhibitors`. */
  path: string;
  /** A query string for every write, e.g. `?edition=2022` (the edition edited, decision 178). */
  query?: string;
  toPayload: (form: Form) => unknown;
  /** The form of a saved record, from the API's answer (POST's may be wrapped in `data`). */
  fromAnswer: (answer: Answer) => Form;
  idOf: (answer: Answer) => number;
  /** What the form can tell before asking the server; a non-empty answer stops the save. */
  problems?: (form: Form) => FieldCodes;
  /** The toast for problems found before saving (default: 'Please fill all required fields'). */
  problemsToast?: (problems: FieldCodes) => AdminKey;
  /** Success toasts: admin texts, or a site's one (the member pages' 'Records saved'). */
  messages: { created: AdminTextKey; saved: AdminTextKey; deleted: AdminTextKey };
  listHref: string;
  detailHref: (id: number) => string;
  /** Compares what matters to the unsaved-changes guard (default: the whole form as JSON). */
  same?: (a: Form, b: Form) => boolean;
};

/**
 * The state and actions of a generic admin detail (admin-and-widgets.md 2): the form and its
 * last saved copy, field codes from the form's own checks or the server's refusal, save (POST
 * when creating, then to the new id's page; PUT otherwise), delete (then back to the list),
 * restore (reload, edits dropped) and the unsaved-changes guard.
 */
export function useRecordEditor<Form, Answer>(opts: Options<Form, Answer>) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useAdminToast();
  const [saved, setSaved] = useState<Form>(opts.initial);
  const [form, setForm] = useState<Form>(opts.initial);
  const [errors, setErrors] = useState<FieldCodes>({});
  // The facts of the server's refusal by code, for the field texts (FieldErrorParams).
  const [errorParams, setErrorParams] = useState<Record<string, Params>>({});
  const [saving, setSaving] = useState(false);
  const same = opts.same ?? ((a: Form, b: Form) => JSON.stringify(a) === JSON.stringify(b));
  const dirty = !same(form, saved);
  const guard = useUnsavedChanges(dirty);

  const set = <K extends keyof Form>(field: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((all) => {
      if (!all[field as string]) return all;
      const { [field as string]: _gone, ...rest } = all;
      return rest;
    });
  };

  const save = async () => {
    if (saving) return;
    const problems = opts.problems?.(form) ?? {};
    setErrors(problems);
    setErrorParams({});
    if (Object.keys(problems).length) {
      toast.danger(opts.problemsToast?.(problems) ?? 'detail.fillRequired');
      return;
    }
    setSaving(true);
    const sent = form;
    const payload = opts.toPayload(form);
    const res =
      opts.id === null
        ? await apiCall<unknown>('POST', `${opts.path}${opts.query ?? ''}`, payload)
        : await apiCall<unknown>('PUT', `${opts.path}/${opts.id}${opts.query ?? ''}`, payload);
    setSaving(false);
    if (!res.ok) {
      // The codes on the fields (refusalFields, as the pages' actions do); the toast says the main one.
      setErrors((refusalFields(res) ?? {}) as FieldCodes);
      const params = fieldCodeParams(res);
      setErrorParams(params);
      toast.refused(res.code, params[res.code] ?? res.params);
      return;
    }
    const body = res.data as Answer | { data: Answer };
    const answer = opts.id === null && body && typeof body === 'object' && 'data' in body ? body.data : (body as Answer);
    const next = opts.fromAnswer(answer);
    setSaved(next);
    // What was typed while the save was on its way stays (and stays unsaved).
    setForm((current) => (same(current, sent) ? next : current));
    if (opts.id === null) {
      toast.success(opts.messages.created);
      guard.allowNextNavigation();
      navigate(opts.detailHref(opts.idOf(answer)), { replace: true });
    } else {
      toast.success(opts.messages.saved);
    }
  };

  const remove = async () => {
    if (opts.id === null) return;
    const res = await apiCall<unknown>('DELETE', `${opts.path}/${opts.id}${opts.query ?? ''}`);
    // The delete dialog shows the refusal itself (a toast would sit dimmed behind it).
    if (!res.ok) throw new DeleteRefused(res.code, res.params);
    toast.deleted(opts.messages.deleted);
    navigate(opts.listHref);
  };

  const restore = () => {
    setForm(saved);
    setErrors({});
    void revalidator.revalidate();
  };

  return {
    form,
    setForm,
    set,
    saved,
    setSaved,
    errors,
    setErrors,
    errorParams,
    saving,
    dirty,
    guard,
    save,
    remove,
    restore,
  };
}

/** A refused delete: its code and the text's values, for the dialog that asked. */
export class DeleteRefused extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number>,
  ) {
    super(code);
  }
}
