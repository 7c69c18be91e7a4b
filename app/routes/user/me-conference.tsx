import { Link } from '../../components/ui/link';
import { CONFERENCE_HALL_ID } from '../../../core/halls/conference-hall';
import type { ConferencePass } from '../../../core/tickets/find-conference-pass';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';

/**
 * The conference hall for a holder of a paid order's ticket (decision 081): the session opens
 * the livestream, no passphrase asked; the order's password is shown for another device (a TV,
 * a colleague's laptop) when it was kept readable, else where it was mailed.
 */
export function MeConference({ pass }: { pass: ConferencePass }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="me-card me-conference" aria-labelledby="conference-title">
      <h2 id="conference-title">{t('me.conferenceTitle')}</h2>
      <p className="me-card-lead">{t('me.conferenceLead')}</p>
      <p>
        <Link to={href('LivestreamDetail', { id: CONFERENCE_HALL_ID }, locale)} className="button">
          {t('me.conferenceWatch')}
        </Link>
      </p>
      {pass.code ? (
        <p>
          {t('me.conferenceCode', { number: pass.orderNumber })} <code translate="no">{pass.code}</code>
        </p>
      ) : (
        <p className="me-card-lead">{t('me.conferenceCodeMailed', { number: pass.orderNumber })}</p>
      )}
    </section>
  );
}
