import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/ticket-waitlist';
import { findTicketWaitlist, type WaitlistEntry } from '../../../core/tickets/find-ticket-waitlist';
import { requireAuthorized } from '../../auth/guards.server';
import { formatDateTime } from '../../components/admin/format-date-time';
import { useAdminToast } from '../../components/admin/use-admin-toast';
import { appContext } from '../../context';
import { apiCall } from '../../forms/api-client';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { routeMeta } from '../../seo/route-meta';
import { editedEdition } from './edited-edition.server';

/** The ticket waiting list, first come first, with an invitation per entry (Admins, decision 082). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'tickets.manage');
  const { db } = args.context.get(appContext);
  const { ref: edition } = await editedEdition(db, args.request, viewer);
  const rows = await findTicketWaitlist(db, { viewer, edition });
  return {
    entries: rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      offerExpiresAt: r.offerExpiresAt?.toISOString() ?? null,
    })),
  };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('waitlist.title') });
}

type Entry = Omit<WaitlistEntry, 'created_at' | 'offerExpiresAt'> & { created_at: string; offerExpiresAt: string | null };

export default function AdminTicketWaitlist({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const toast = useAdminToast();
  const revalidator = useRevalidator();
  const [inviting, setInviting] = useState<number | null>(null);
  const { entries } = loaderData;

  const invite = async (entry: Entry) => {
    if (inviting !== null) return;
    setInviting(entry.id);
    const res = await apiCall<{ expiresAt: string }>('POST', `/ticket-waitlist/${entry.id}/invite`);
    setInviting(null);
    if (!res.ok) {
      toast.refused(res.code, res.params);
      return;
    }
    toast.success('waitlist.invited', { until: formatDateTime(res.data.expiresAt, locale, timeZone) });
    await revalidator.revalidate();
  };

  const stateText = (e: Entry) => {
    const until = e.offerExpiresAt ? formatDateTime(e.offerExpiresAt, locale, timeZone) : '';
    if (e.state === 'offered') return t('waitlist.state.offered', { until });
    if (e.state === 'expired') return t('waitlist.state.expired', { until });
    if (e.state === 'ordered') return t('waitlist.state.ordered', { number: e.orderNumber ?? '–' });
    return t('waitlist.state.waiting');
  };

  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>{t('waitlist.title')}</h1>
        <p className="admin-lead">{t('waitlist.lead')}</p>
        <p>
          <Link to={href('AdminTicketSettings', {}, locale)} className="text-link">
            {t('waitlist.settingsLink')}
          </Link>
        </p>
      </header>
      {entries.length === 0 ? (
        <p className="empty-state">{t('waitlist.empty')}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-labelledby="waitlist-caption" tabIndex={0}>
          <table className="admin-table">
            <caption id="waitlist-caption" className="visually-hidden">
              {t('waitlist.title')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('waitlist.email')}</th>
                <th scope="col" className="numeric">
                  {t('waitlist.amount')}
                </th>
                <th scope="col">{t('waitlist.locale')}</th>
                <th scope="col">{t('waitlist.joined')}</th>
                <th scope="col">{t('waitlist.state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('waitlist.invite')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>{e.email}</td>
                  <td className="numeric">{e.amount}</td>
                  <td>{e.locale.toUpperCase()}</td>
                  <td>
                    <time dateTime={e.created_at}>{formatDateTime(e.created_at, locale, timeZone)}</time>
                  </td>
                  <td>{stateText(e)}</td>
                  <td>
                    {e.state === 'ordered' ? null : (
                      <button
                        type="button"
                        className="button button-ghost"
                        aria-disabled={inviting !== null || undefined}
                        aria-label={`${t(e.state === 'waiting' ? 'waitlist.invite' : 'waitlist.inviteAgain')} ${e.email}`}
                        onClick={() => void invite(e)}
                      >
                        {t(e.state === 'waiting' ? 'waitlist.invite' : 'waitlist.inviteAgain')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
