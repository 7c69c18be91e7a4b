import type { AccessCodeMail } from '../../../core/tickets/find-access-code-mail';
import { useT } from '../../i18n/use-t';

/**
 * For a signed-in ticket holder on the conference hall, which opens with the conference
 * password only (spec 4): where that password was sent, instead of an offer to buy a ticket.
 * The password is stored hashed and cannot be shown again (decisions 031, 072).
 */
export function PasswordWhere({ mail }: { mail: AccessCodeMail }) {
  const t = useT();
  return (
    <>
      <p>{t('live.passLeadTicketHolder')}</p>
      <p className="live-password-where">
        {mail.kind === 'buyer'
          ? t('live.passWhereBuyer', { email: mail.email, number: mail.orderNumber })
          : mail.kind === 'colleague'
            ? t('live.passWhereColleague', { number: mail.orderNumber })
            : t('live.passWhereGranted')}
      </p>
    </>
  );
}
