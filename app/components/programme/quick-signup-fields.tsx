import type { InputHTMLAttributes } from 'react';
import { Link } from '../ui/link';
import type { MessageKey } from '../../i18n/messages/cs';
import { useT } from '../../i18n/use-t';
import { TextField } from '../ui/text-field';
import { ConsentNote } from '../consent-note';

/** The quick sign-up's fields, the dialog's and the form's without JavaScript (quick-signup-form.tsx). */
export const QUICK_SIGNUP_FIELDS = [
  { name: 'firstName', label: 'me.firstName', autoComplete: 'given-name', type: 'text', required: true },
  { name: 'lastName', label: 'me.lastName', autoComplete: 'family-name', type: 'text', required: true },
  { name: 'email', label: 'me.email', autoComplete: 'email', type: 'email', required: true },
  { name: 'phone', label: 'me.phone', autoComplete: 'tel', type: 'tel', required: true },
  { name: 'company', label: 'me.company', autoComplete: 'organization', type: 'text', required: false },
] as const satisfies readonly { name: string; label: MessageKey; autoComplete: string; type: string; required: boolean }[];

type QuickField = (typeof QUICK_SIGNUP_FIELDS)[number]['name'];

/**
 * The quick sign-up's fields, the way to sign in after a taken e-mail and the note: the
 * dialog's (controlled) and the in-page form's without JavaScript (`defaultValue`, decision 128).
 */
export function QuickSignupFields({
  errors,
  loginHref,
  bind,
}: {
  errors: Readonly<Partial<Record<string, MessageKey>>>;
  loginHref: string;
  bind: (
    name: QuickField,
    index: number,
  ) => Pick<InputHTMLAttributes<HTMLInputElement>, 'autoFocus' | 'value' | 'onChange' | 'defaultValue'>;
}) {
  const t = useT();
  return (
    <>
      {QUICK_SIGNUP_FIELDS.map((field, i) => (
        <TextField
          key={field.name}
          name={field.name}
          label={t(field.label)}
          type={field.type}
          autoComplete={field.autoComplete}
          required={field.required}
          {...bind(field.name, i)}
          error={errors[field.name]}
        />
      ))}
      {errors.email === 'Signup.quick.emailTaken' ? (
        <p>
          <Link to={loginHref} className="text-link">
            {t('signup.signIn')}
          </Link>
        </p>
      ) : null}
      <p className="seminar-signup-note">{t('signup.quickNote')}</p>
      <ConsentNote />
    </>
  );
}
