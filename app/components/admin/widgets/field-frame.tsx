import { createContext, useContext, useId, type ReactNode } from 'react';
import { codeText, useAdminT } from '../../../i18n/admin-t';
import type { Params } from '../../../i18n/translate';

/**
 * The facts of the form's last refusal by code (`{code}`, `{slug}`, `{ids}`), from the API's
 * answer: a field shows its code's text with them, as the toast does, never raw `{placeholders}`.
 */
export const FieldErrorParams = createContext<Readonly<Record<string, Params>>>({});

/** A refusal a widget shows under its control: the code and the values its text names (`{max}`). */
export type FieldRefusal = { code: string; params?: Params };

export type FieldFrameIds = {
  /** For the control's id (or React Aria's `id`). */
  controlId: string;
  labelId: string;
  /** For the control's aria-describedby: the error, then the hint. */
  describedBy: string | undefined;
};

type Props = {
  label: string;
  required?: boolean;
  /** A refusal code (message key) shown under the control. */
  error?: string | undefined;
  /** The values the error's text names, as the API's answer gave them (an upload's `{max}`). */
  errorParams?: Params | undefined;
  hint?: ReactNode;
  className?: string;
  /** `fieldset` groups several controls (date and time parts) under a legend. */
  as?: 'div' | 'fieldset';
  /**
   * `span` for controls that take their name from aria-labelledby (React Aria's Select and
   * DatePicker render no single element a <label for> could point at).
   */
  labelAs?: 'label' | 'span';
  children: (ids: FieldFrameIds) => ReactNode;
};

/**
 * The frame of every admin form field: label with the required marker, the control, its
 * message and its help, tied together with ids so screen readers read them with the control.
 * Styles come from forms.css, as on the public forms.
 */
export function FieldFrame({
  label,
  required,
  error,
  errorParams,
  hint,
  className,
  as = 'div',
  labelAs = 'label',
  children,
}: Props) {
  const t = useAdminT();
  const params = useContext(FieldErrorParams);
  const id = useId();
  const ids: FieldFrameIds = {
    controlId: `${id}-control`,
    labelId: `${id}-label`,
    describedBy: [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined,
  };
  const marker = required ? (
    <span className="field-required" aria-hidden="true" title={t('form.requiredMark')}>
      {' *'}
    </span>
  ) : null;
  const classes = `field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`;
  const message = (
    <FieldMessages id={id} error={error} errorParams={errorParams ?? (error ? params[error] : undefined)} hint={hint} />
  );
  if (as === 'fieldset') {
    return (
      <fieldset className={`${classes} field-group`} aria-describedby={ids.describedBy}>
        <legend id={ids.labelId} className="field-label">
          {label}
          {marker}
        </legend>
        {children(ids)}
        {message}
      </fieldset>
    );
  }
  return (
    <div className={classes}>
      {labelAs === 'label' ? (
        <label id={ids.labelId} htmlFor={ids.controlId} className="field-label">
          {label}
          {marker}
        </label>
      ) : (
        <span id={ids.labelId} className="field-label">
          {label}
          {marker}
        </span>
      )}
      {children(ids)}
      {message}
    </div>
  );
}

/** A field's refusal (`{id}-error`) and help (`{id}-hint`), for controls that carry their own label. */
export function FieldMessages({
  id,
  error,
  errorParams,
  hint,
}: {
  id: string;
  error?: string | undefined;
  errorParams?: Params | undefined;
  hint?: ReactNode;
}) {
  const t = useAdminT();
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {codeText(t, error, errorParams)}
        </p>
      ) : null}
      {hint ? (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      ) : null}
    </>
  );
}
