import { Link } from '../../../components/ui/link';
import type { MessageKey } from '../../../i18n/messages/cs';
import { href } from '../../../i18n/route-paths';
import type { RouteName } from '../../../i18n/route-table';
import { useLocale, useT } from '../../../i18n/use-t';
import { usePrefetch } from '../../../components/ui/use-prefetch';
import { useOptionalUser } from '../../../auth/use-user';

type Way = { route: RouteName; title: MessageKey; text: MessageKey; cta: MessageKey; icon: string };

const ways: Way[] = [
  {
    route: 'BuyTicket',
    title: 'home.joinTicketTitle',
    text: 'home.joinTicketText',
    cta: 'home.joinTicketCta',
    icon: 'M4 8a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H6a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4Z M10 6v12',
  },
  {
    route: 'Livestreams',
    title: 'home.joinLiveTitle',
    text: 'home.joinLiveText',
    cta: 'home.joinLiveCta',
    icon: 'M3 6h13v12H3Z M16 10l5-3v10l-5-3',
  },
  {
    route: 'Register',
    title: 'home.joinAccountTitle',
    text: 'home.joinAccountText',
    cta: 'home.joinAccountCta',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M4 20a8 8 0 0 1 16 0',
  },
];

/** In place of the account card for one who has an account. */
const programmeWay: Way = {
  route: 'MyProgramme',
  title: 'home.joinProgrammeTitle',
  text: 'home.joinProgrammeText',
  cta: 'home.joinProgrammeCta',
  icon: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7Z',
};

/** Ways to take part: a ticket while they are on sale, the livestreams, a visitor account (My programme once signed in). */
export function JoinSection({ ticketsOnSale }: { ticketsOnSale: boolean }) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const signedIn = useOptionalUser() !== null;
  const shown = (signedIn ? ways.map((way) => (way.route === 'Register' ? programmeWay : way)) : ways).filter(
    (way) => ticketsOnSale || way.route !== 'BuyTicket',
  );
  return (
    <section className="section join" aria-labelledby="join-title">
      <div className="container">
        <h2 id="join-title" className="section-title">
          {t('home.joinTitle')}
        </h2>
        <ul className="join-grid" role="list">
          {shown.map((way) => (
            <li key={way.route} className="join-item">
              <svg className="join-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={way.icon} />
              </svg>
              <h3>{t(way.title)}</h3>
              <p>{t(way.text)}</p>
              <Link prefetch={prefetch} to={href(way.route as 'Home', {}, locale)} className="text-link">
                {t(way.cta)} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
