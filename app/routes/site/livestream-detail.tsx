import { useEffect, useMemo, useRef, useState } from 'react';
import { useActionData } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/livestream-detail';
import { getHall } from '../../../core/halls/get-hall';
import { hallRef } from '../../../core/halls/hall-slug';
import { findHallProgramme } from '../../../core/livestreams/find-hall-programme';
import { hallPlayerFor } from '../../../core/livestreams/get-hall-player';
import { CONFERENCE_HALL_ID } from '../../../core/halls/conference-hall';
import { findAccessCodeMail } from '../../../core/tickets/find-access-code-mail';
import { withRedirectTo } from '../../auth/redirect-to';
import { appContext } from '../../context';
import { HallProgramme } from '../../components/livestreams/hall-programme';
import { hallHref, hallPageSlug } from '../../components/livestreams/hall-paths';
import { LivestreamPlayer } from '../../components/livestreams/livestream-player';
import { PassphraseForm } from '../../components/livestreams/passphrase-form';
import { PasswordWhere } from '../../components/livestreams/password-where';
import { RichText } from '../../components/rich-text';
import { useToastOnce } from '../../components/toasts';
import type { Toast } from '../../toasts/flash-toast';
import { Notification } from '../../components/ui/notification';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { errorMeta, routeMeta } from '../../seo/route-meta';
import { orNotFound, parseDetailId } from '../not-found';
import { redirectToCanonical } from './discover/canonical-url';
import { RouteError } from './discover/route-error';
import { livestreamViewer, submitPassphrase } from './livestream-access.server';
import '../../styles/livestreams.css';

export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  const { db, config } = context.get(appContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const id = parseDetailId(params.id);
  const hall = await orNotFound(getHall(db, { id, params: new URLSearchParams(), viewer: null, timezone: config.timezone }));
  // The English page at the English name's slug; the Czech slug under /en redirects there (decision 107).
  const ref = hallRef(hall);
  redirectToCanonical(request, params, { id: hall.id, slug: hallPageSlug(ref, locale) }, hallHref(ref, locale));

  const who = await livestreamViewer(args);
  const now = config.now();
  // Codes are valid by the real time; the programme's clock only decides what is on now.
  const [{ access, player }, programme] = await Promise.all([
    hallPlayerFor(db, hall.id, who),
    findHallProgramme(db, hall.id, now, config.timezone),
  ]);
  // A ticket holder locked out of the conference hall learns where its password went (decision 072).
  const passwordMail =
    hall.id === CONFERENCE_HALL_ID && access !== 'granted' && who.viewer ? await findAccessCodeMail(db, who.viewer) : null;
  return {
    passwordMail,
    hall: {
      id: hall.id,
      ref,
      name: localized(hall.name, hall.name_en, locale),
      description: localized(hall.description, hall.description_en, locale),
      conference: hall.id === CONFERENCE_HALL_ID,
    },
    access,
    player,
    programme,
    signedIn: who.viewer !== null,
    now: now.toISOString(),
  };
}

export async function action(args: Route.ActionArgs) {
  return submitPassphrase(args);
}

// The player is for this viewer only: never kept by a shared cache.
export function headers() {
  return { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const hall = args.loaderData?.hall;
  if (!hall) return errorMeta(args.error, locale);
  const t = createT(locale);
  return routeMeta(args, {
    title: `${t('live.title')}: ${hall.name}`,
    description: t('live.metaDescription'),
    // Each language at its own slug (hreflang), as the events' pages (decision 107).
    alternates: { cs: hallHref(hall.ref, 'cs'), en: hallHref(hall.ref, 'en') },
  });
}

export default function LivestreamDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { hall, access, player, programme, signedIn, now, passwordMail } = loaderData;
  const refusal = useActionData<typeof action>();
  // Both refusals of public-site.md 8 are toasts: a wrong passphrase (the action's answer) and a
  // stored one that lacks this hall, told when the page opens or the lack first shows (not again
  // after every later attempt). The notes in the page stay for when the toast has gone.
  useToastOnce(refusal?.toast);
  useToastOnce(
    useMemo<Toast | null>(
      () =>
        access === 'insufficient'
          ? { id: `live-inefficient-${hall.id}`, tone: 'danger', message: 'Livestream.inefficient' }
          : null,
      [access, hall.id],
    ),
  );
  const stage = useRef<HTMLElement>(null);
  const granted = useRef(player !== null);
  const [justGranted, setJustGranted] = useState(false);
  // A passphrase accepted on this page replaces the form by the player: focus follows to the
  // player's region, whose status line says the stream is open (not on a page opened granted).
  useEffect(() => {
    if (player && !granted.current) {
      setJustGranted(true);
      stage.current?.focus();
    }
    granted.current = player !== null;
  }, [player]);
  return (
    <div className="container discover-page livestream-page">
      <p className="discover-back">
        <Link to={href('Livestreams', {}, locale)} className="text-link">
          {t('live.back')}
        </Link>
      </p>
      <header className="discover-header">
        <h1>{hall.name}</h1>
        {hall.conference ? <p className="live-hall-badge">{t('live.conferenceHall')}</p> : null}
      </header>
      <p role="status" className="visually-hidden">
        {justGranted && player ? t('live.granted', { hall: hall.name }) : ''}
      </p>
      {player ? (
        <section ref={stage} tabIndex={-1} className="live-stage-region" aria-label={t('live.player', { hall: hall.name })}>
          <LivestreamPlayer player={player} hallName={hall.name} />
        </section>
      ) : (
        <section className="live-locked" aria-labelledby="live-pass-title">
          <h2 id="live-pass-title" className="live-section-title">
            {t('live.passTitle')}
          </h2>
          {access === 'insufficient' ? <Notification tone="danger">{t('Livestream.inefficient')}</Notification> : null}
          {passwordMail ? (
            <PasswordWhere mail={passwordMail} />
          ) : (
            <p>{t(hall.conference ? 'live.passLeadConference' : 'live.passLeadSeminar')}</p>
          )}
          <PassphraseForm error={refusal?.error} />
          {passwordMail ? null : (
            <p className="live-locked-links">
              {!hall.conference && !signedIn ? (
                <Link to={withRedirectTo(href('Login', {}, locale), hallHref(hall.ref, locale))} className="text-link">
                  {t('live.signIn')}
                </Link>
              ) : null}
              <Link to={href('BuyTicket', {}, locale)} className="text-link">
                {t('live.buyTicket')}
              </Link>
            </p>
          )}
        </section>
      )}
      <HallProgramme entries={programme} linked={!hall.conference} now={now} />
      {hall.description ? (
        <section aria-labelledby="live-about">
          <h2 id="live-about" className="live-section-title">
            {t('live.about')}
          </h2>
          <RichText html={hall.description} />
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
