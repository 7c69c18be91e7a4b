import { describe, expect, it } from 'vitest';
import { href } from '../app/i18n/route-paths';
import { EVENT_TYPE } from '../core/events/event-types';
import { siteLinks } from './links';

const links = siteLinks('https://innoweek.example');

describe('siteLinks (decision 112)', () => {
  it('builds every mailed page link from the route table, in both languages, on the public base', () => {
    for (const locale of ['cs', 'en'] as const) {
      expect(links.resetPassword('a b', locale)).toBe(`https://innoweek.example${href('ResetPassword', {}, locale)}?code=a+b`);
      expect(links.account(locale)).toBe(`https://innoweek.example${href('Me', {}, locale)}`);
      expect(links.orderPage('0123456789abcdef0123456789abcdef', locale)).toBe(
        `https://innoweek.example${href('OrderPage', { token: '0123456789abcdef0123456789abcdef' }, locale)}`,
      );
      expect(links.ticketOffer('abc', locale)).toBe(`https://innoweek.example${href('BuyTicket', {}, locale)}?offer=abc`);
      expect(links.confirmSeat('12.34.abc', locale)).toBe(
        `https://innoweek.example${href('ConfirmSeat', { token: '12.34.abc' }, locale)}`,
      );
    }
    expect(links.resetPassword('x', 'en')).toBe('https://innoweek.example/en/user/reset-password?code=x');
    expect(links.account('cs')).toBe('https://innoweek.example/user/me');
    expect(links.confirmSeat('1.2.x', 'en')).toBe('https://innoweek.example/en/confirm-seat/1.2.x');
  });

  it("links an event's page by its type and its slug in the language", () => {
    const seminar = { id: 12, slug: 'dekarbonizace', slug_en: 'decarbonisation', eventtypeId: EVENT_TYPE.seminar };
    expect(links.event(seminar, 'cs')).toBe('https://innoweek.example/odborne-seminare/12/dekarbonizace');
    expect(links.event(seminar, 'en')).toBe('https://innoweek.example/en/professional-seminars/12/decarbonisation');
  });

  it('sends the e-mail confirmations to the API that answers them', () => {
    expect(links.confirmEmail('c/d')).toBe('https://innoweek.example/api/auth/email-confirmation?confirmation=c%2Fd');
    expect(links.confirmEmailChange('e')).toBe('https://innoweek.example/api/auth/email-change?code=e');
  });
});
