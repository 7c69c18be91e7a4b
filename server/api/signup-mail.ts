import type { SignupMail } from '../../core/signups/signup-mail';
import type { AppDeps } from '../deps';

/** How sign-up mails are sent and link the seminar's page (`deps.mail.links`), in the event time zone. */
export function signupMail(deps: AppDeps): SignupMail {
  return { mail: deps.mail, timezone: deps.config.timezone };
}
