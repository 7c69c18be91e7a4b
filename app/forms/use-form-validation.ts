import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { formValues, validateForm, type FieldErrors } from './form-errors';

/** A schema, or how to load it: pages a guest opens load zod only once the form is used (decision 044). */
export type FormSchema = z.ZodType | (() => Promise<z.ZodType>);

/**
 * Validates a form in the browser with the same schema the action uses, before it is sent.
 * Without JavaScript the action's answer shows the same messages. The first invalid field gets
 * focus, and a field's message goes away as soon as it is edited. A schema given as a loader is
 * fetched when focus first enters the form; a form sent before it arrived is checked by the
 * action alone, which answers with the same messages.
 */
export function useFormValidation(schema: FormSchema, serverErrors: FieldErrors | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const loaded = useRef<z.ZodType | null>(typeof schema === 'function' ? null : schema);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (!sameErrors(serverErrors, lastServerErrors)) {
    // A new answer from the server replaces what the browser found. Compared by content, so a
    // caller that builds `{field: code}` afresh on each render does not loop (React error 301).
    setLastServerErrors(serverErrors);
    setClientErrors(null);
  }
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};

  useEffect(() => {
    if (serverErrors) focusFirstInvalid(formRef.current, serverErrors);
  }, [serverErrors]);

  useEffect(() => {
    const form = formRef.current;
    if (loaded.current || typeof schema !== 'function' || !form) return;
    const load = () => {
      form.removeEventListener('focusin', load);
      schema().then(
        (s) => (loaded.current = s),
        // Not loaded (offline, a new deploy): the action still checks the form.
        () => form.addEventListener('focusin', load),
      );
    };
    // A field focused before hydration (autofocus) gets no focusin of its own.
    if (form.contains(document.activeElement)) load();
    else form.addEventListener('focusin', load);
    return () => form.removeEventListener('focusin', load);
  }, [schema]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!loaded.current) {
      setClientErrors(null);
      return;
    }
    const result = validateForm(loaded.current, formValues(new FormData(event.currentTarget)));
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    focusFirstInvalid(event.currentTarget, result.errors);
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) setClientErrors({ ...errors, [name]: undefined });
  }

  return { formRef, errors, onSubmit, onChange };
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLInputElement).focus();
      return;
    }
  }
}

function sameErrors(a: FieldErrors | undefined, b: FieldErrors | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
