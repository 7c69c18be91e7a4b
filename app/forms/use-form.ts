/**
 * One way to bind a form's fields: `const f = useForm(schema, {defaults, errors})`, then
 * `<TextField {...f.field('email')} label=… />` gives the field its name, its value, the
 * constraints of core's zod schema (required, lengths, bounds, type; never a copied literal)
 * and its refusal code, which the field components show next to the control and tie to it
 * with aria-invalid and aria-describedby. A bare `<input {...f.input('email')} />` gets the
 * same plus its id and those aria attributes, its message in `<p id={f.messageId('email')}>`.
 *
 * Two kinds of form use it:
 * - a form posted to a route action (account pages, and the public order and sign-up forms):
 *   uncontrolled, `defaults` fill it, `f.form` spreads onto `<Form>` and checks it in the
 *   browser with the same schema before sending (useFormValidation);
 * - a form whose state a screen keeps (the admin record editors, which save through /api):
 *   `values` and `set` make every field controlled.
 * Either way the refusal codes come from `refusalFields` (app/forms/refusal-fields.ts).
 */
import { useId, type FormEvent, type RefObject } from 'react';
import type { z } from 'zod';
import type { ErrorCode } from '../../core/errors/error-codes';
import { formConstraints, type FieldConstraint, type FormConstraints } from './form-constraints';
import { useFormValidation } from './use-form-validation';

/**
 * The schema itself, or (for a page that keeps zod out of its first scripts, decision 044) the
 * constraints its loader derived with `formConstraints` and how to load the schema for the
 * browser's check.
 */
export type FormSource = z.ZodType | { constraints: FormConstraints; schema?: () => Promise<z.ZodType> };

type Errors<E extends string> = Readonly<Partial<Record<string, E>>>;

/** What `field` binds on a form posted to an action. */
export type FieldProps<E extends string = ErrorCode> = FieldConstraint & {
  name: string;
  defaultValue?: string;
  error?: E;
};

/**
 * What `field` binds on a form whose state the screen keeps. A number's `type` is left to the
 * control (the admin NumberInputField keeps digits itself).
 */
export type ControlledFieldProps<V, E extends string = string> = Omit<FieldConstraint, 'type'> & {
  type?: 'email' | 'url';
  name: string;
  value: V;
  // A method, so a control typed for `string` takes a field typed as a narrower string.
  onChange(value: V): void;
  error?: E;
};

type InputProps = FieldConstraint & {
  id: string;
  name: string;
  defaultValue?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type Common<E extends string> = {
  /** Every field's code: the browser's check while it stands, else the answer's. */
  errors: Errors<E>;
  /** The constraints of one field (for a control that is not bound with `field`). */
  constraints: (name: string) => FieldConstraint;
  /** The id of a field's message, for `input`'s aria-describedby. */
  messageId: (name: string) => string;
};

export type PostedForm<E extends string = ErrorCode> = Common<E> & {
  /** Spread onto `<Form>`: the browser checks the schema before sending, and focuses the first refused field. */
  form: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** The form element, for an effect that resets it after a save (the same ref as `form.ref`). */
  formRef: RefObject<HTMLFormElement | null>;
  field: (name: string) => FieldProps<E>;
  input: (name: string) => InputProps;
};

export type KeptForm<V extends object, E extends string = string> = Common<E> & {
  field: <K extends keyof V & string>(name: K) => ControlledFieldProps<V[K], E>;
};

type PostedOptions<E extends string> = {
  /** The fields' first values: stored data, or what was sent when the answer refused it. */
  defaults?: Readonly<Record<string, unknown>> | undefined;
  /** The action's refusal codes (validateForm's or refusalFields'). */
  errors?: Errors<E> | undefined;
};

type KeptOptions<V extends object, E extends string> = {
  values: V;
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  errors?: Errors<E> | undefined;
};

export function useForm<E extends string = ErrorCode>(source: FormSource, options?: PostedOptions<E>): PostedForm<E>;
export function useForm<V extends object, E extends string = string>(
  source: FormSource,
  options: KeptOptions<V, E>,
): KeptForm<V, E>;
export function useForm(
  source: FormSource,
  options: PostedOptions<string> | KeptOptions<Record<string, unknown>, string> = {},
): PostedForm<string> | KeptForm<Record<string, unknown>, string> {
  const base = useId();
  const isSchema = '_zod' in source;
  const all = isSchema ? formConstraints(source) : source.constraints;
  const check = isSchema ? source : (source.schema ?? NO_SCHEMA);
  const kept = 'values' in options;
  // A kept form's codes are the screen's; only a posted form's answer goes through the browser's check.
  const validation = useFormValidation(check, kept ? undefined : (options.errors as never));
  const errors = (kept ? options.errors : validation.errors) ?? {};
  const constraints = (name: string): FieldConstraint => all[name] ?? {};
  const messageId = (name: string) => `${base}-${name}-message`;

  if ('values' in options) {
    const { values, set } = options;
    return {
      errors,
      constraints,
      messageId,
      field: (name: string) => ({
        ...withoutNumberType(constraints(name)),
        name,
        value: values[name],
        onChange: (value: unknown) => set(name, value),
        error: errors[name],
      }),
    };
  }

  const defaultValue = (name: string) => text(options.defaults?.[name]);
  return {
    errors,
    constraints,
    messageId,
    form: { ref: validation.formRef, noValidate: true, onSubmit: validation.onSubmit, onChange: validation.onChange },
    formRef: validation.formRef,
    field: (name: string) => ({ ...constraints(name), name, defaultValue: defaultValue(name), error: errors[name] }),
    input: (name: string) => ({
      ...constraints(name),
      id: `${base}-${name}`,
      name,
      defaultValue: defaultValue(name),
      ...(errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': messageId(name) } : {}),
    }),
  };
}

function withoutNumberType({ type, ...rest }: FieldConstraint): Omit<FieldConstraint, 'type'> & { type?: 'email' | 'url' } {
  return type === 'number' || type === undefined ? rest : { ...rest, type };
}

/** A form without a schema for the browser: the action checks it alone. */
const NO_SCHEMA = () => new Promise<z.ZodType>(() => {});

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
