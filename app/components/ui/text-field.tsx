import { useId, type InputHTMLAttributes } from 'react';
import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/messages/cs';
import { lengthRefusal } from '../../forms/length-refusal';
import '../../styles/forms.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  name: string;
  label: string;
  /** Help shown under the field and read with it. */
  hint?: string;
  error?: MessageKey | undefined;
};

/**
 * A labelled input with its help text and validation message, both tied to it with
 * aria-describedby. `required` fields are marked in the label; the browser's own bubbles are
 * left to the form's schema validation (the form sets noValidate), so every visitor gets the
 * same messages.
 */
export function TextField({ name, label, hint, error, required, className, ...input }: Props) {
  const t = useT();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const refusal = lengthRefusal(error, input.maxLength);
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {/* Screen readers hear "required" from the input itself. */}
        {required ? (
          <span className="field-required" aria-hidden="true" title={t('form.requiredMark')}>
            {' *'}
          </span>
        ) : null}
      </label>
      <input
        id={id}
        name={name}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {refusal.params ? t('Form.error.tooLong.max', refusal.params) : t(error)}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
