import { eventHref } from '../../app/components/programme/event-paths';
import type { SignupMail } from '../../core/signups/signup-mail';
import type { AppDeps } from '../deps';

/** The programme clock sign-ups close by, how sign-up mails are sent and link the seminar's page (the site's own route table, in the mail's language). */
export function signupMail(deps: AppDeps): SignupMail {
  return {
    mail: deps.mail,
    now: deps.config.now,
    timezone: deps.config.timezone,
    eventUrl: (event, locale) =>
      new URL(
        eventHref({ id: event.id, type: event.eventtypeId, slug: event.slug, slug_en: event.slug_en }, locale),
        deps.mail.baseUrl,
      ).toString(),
  };
}
