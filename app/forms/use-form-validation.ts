import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { formValues, validateForm, type FieldErrors } from './form-errors';

/**
 * Validates a form in the browser with the same schema the action uses, before it is sent.
 * Without JavaScript the action's answer shows the same messages. The first invalid field gets
 * focus, and a field's message goes away as soon as it is edited.
 */
export function useFormValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (serverErrors !== lastServerErrors) {
    // A new answer from the server replaces what the browser found.
    setLastServerErrors(serverErrors);
    setClientErrors(null);
  }
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};

  useEffect(() => {
    if (serverErrors) focusFirstInvalid(formRef.current, serverErrors);
  }, [serverErrors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateForm(schema, formValues(new FormData(event.currentTarget)));
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
