import { data, redirect, useNavigation } from 'react-router';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/confirm-seat';
import { AppError } from '../../../core/errors/app-error';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { confirmSeat, getSeatConfirmation } from '../../../core/reconfirm/confirm-seat';
import { isSecure } from '../../auth/session.server';
import { appContext } from '../../context';
import { Breadcrumbs } from '../../components/programme/breadcrumbs';
import { Notification } from '../../components/ui/notification';
import { eventHref } from '../../i18n/event-href';
import { formatDate, formatTime, formatTimeRange } from '../../i18n/format-date';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { readFormValues } from '../../forms/form-errors';
import { errorMeta, routeMeta } from '../../seo/route-meta';
import { toastCookie } from '../../toasts/flash-toast';
import { orNotFound } from '../not-found';
import '../../styles/programme.css';
import '../../styles/order-page.css';

/**
 * The mailed link that confirms a seminar seat (decision 134), signed in or not: the token is
 * the key. Opening it changes nothing (mail scanners open links); the button posts the
 * confirmation. A forged or stale token is 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config, clock } = context.get(appContext);
  const seat = await orNotFound(getSeatConfirmation(db, { token: params.token, secret: config.sessionSecret, clock }));
  return { event: seat.event, state: seat.state, deadline: seat.deadline };
}

export async function action(args: Route.ActionArgs) {
  const { db, config, clock } = args.context.get(appContext);
  const values = await readFormValues(args.request);
  if (values.intent !== 'confirm') throw data('Unknown form', { status: 400 });
  try {
    await orNotFound(confirmSeat(db, { token: args.params.token, secret: config.sessionSecret, clock }));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return data<ConfirmAnswer>({ error: err.code }, { status: err.status });
  }
  return redirect(new URL(args.request.url).pathname, {
    headers: { 'Set-Cookie': toastCookie('seatConfirmed', { secure: isSecure(args) }) },
  });
}

type ConfirmAnswer = { error: ErrorCode };

// The address is the key: no shared cache keeps it, and no search engine lists it.
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  if (!args.loaderData) return errorMeta(args.error, locale);
  const t = createT(locale);
  return routeMeta(args, {
    title: t('seatConfirm.title'),
    description: t('seatConfirm.metaDescription'),
    robots: 'noindex, nofollow',
  });
}

export default function ConfirmSeat({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const navigation = useNavigation();
  const { event, state, deadline } = loaderData;
  const name = localized(event.name, event.name_en, locale);
  const when = `${formatDate(event.start, locale, tz)}, ${formatTimeRange(event.start, event.end, locale, tz)}`;
  const by = deadline ? `${formatDate(deadline, locale, tz)} ${formatTime(deadline, locale, tz)}` : '';
  const eventPage = eventHref({ id: event.id, type: event.eventtypeId, slug: event.slug, slug_en: event.slug_en }, locale);
  const busy = navigation.state === 'submitting';
  return (
    <>
      <header className="programme-header area-seminars">
        <div className="container">
          <Breadcrumbs items={[{ label: t('nav.home'), to: href('Home', {}, locale) }, { label: t('seatConfirm.title') }]} />
          <h1 className="programme-title">{t('seatConfirm.title')}</h1>
        </div>
      </header>
      <div className="container order-body area-seminars">
        <section className="order-card" aria-labelledby="seat-confirm-event">
          <h2 id="seat-confirm-event">{name}</h2>
          <p className="order-lead">{t('seatConfirm.lead', { name, when })}</p>
          {state === 'confirmed' ? (
            <Notification tone="success">{t('seatConfirm.confirmed')}</Notification>
          ) : state === 'pending' ? (
            <Form method="post" className="seat-confirm">
              <p className="order-lead">{t('seatConfirm.pending', { deadline: by })}</p>
              <input type="hidden" name="intent" value="confirm" />
              <button
                type="submit"
                className="button"
                aria-disabled={busy || undefined}
                aria-describedby={actionData?.error ? 'seat-confirm-error' : undefined}
              >
                {busy ? t('seatConfirm.sending') : t('seatConfirm.button')}
              </button>
              {actionData?.error ? (
                <p id="seat-confirm-error" className="field-error" role="alert">
                  {t(actionData.error)}
                </p>
              ) : null}
            </Form>
          ) : (
            <Notification tone="danger">
              {state === 'late' ? t('seatConfirm.late', { deadline: by }) : t('seatConfirm.gone')}
            </Notification>
          )}
          {state === 'pending' || state === 'confirmed' ? <p className="order-lead">{t('seatConfirm.cantCome')}</p> : null}
          <p className="order-actions">
            <Link to={eventPage} className="button button-ghost">
              {t('seatConfirm.toEvent')}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
