import { describe, expect, it } from 'vitest';
import { cs } from './messages/cs';
import { en } from './messages/en';
import { createT } from './translate';
import { localeFromPath } from './locale';
import { readLocaleCookie, serializeLocaleCookie } from './locale-cookie';

describe('translate', () => {
  it('has the same keys and plural keys in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(cs).sort());
    for (const key of Object.keys(cs) as (keyof typeof cs)[]) {
      expect(typeof en[key], key).toBe(typeof cs[key]);
    }
  });

  it('fills in parameters', () => {
    expect(createT('cs')('footer.copyright', { site: 'Týden inovací ČR' })).toBe('© Týden inovací ČR');
    expect(createT('cs')('layout.homeLink', { site: 2021 })).toBe('2021, úvodní stránka');
    expect(createT('en')('layout.homeLink', { site: 'Innoweek' })).toBe('Innoweek, home page');
  });

  it('uses the four Czech plural forms', () => {
    const t = createT('cs');
    expect(t('count.seminars', { count: 1 })).toBe('1 seminář');
    expect(t('count.seminars', { count: 3 })).toBe('3 semináře');
    expect(t('count.seminars', { count: 25 })).toBe('25 seminářů');
    expect(t('count.seminars', { count: 0 })).toBe('0 seminářů');
    expect(t('count.panels', { count: 1.5 })).toBe('1,5 panelu');
    expect(t('count.exhibitors', { count: 4 })).toBe('4 vystavovatelé');
  });

  it('uses the English plural forms', () => {
    const t = createT('en');
    expect(t('count.events', { count: 1 })).toBe('1 event');
    expect(t('count.events', { count: 30 })).toBe('30 events');
  });

  it('has the 404 text of the spec in English', () => {
    expect(createT('en')('error.notFound')).toBe("Ah snap! We didn't find this page. In computer language, this is error 404.");
  });
});

describe('locale', () => {
  it('comes from the URL prefix', () => {
    expect(localeFromPath('/')).toBe('cs');
    expect(localeFromPath('/odborne-seminare/1')).toBe('cs');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/')).toBe('en');
    expect(localeFromPath('/en.data')).toBe('en');
    expect(localeFromPath('/en/speakers')).toBe('en');
    expect(localeFromPath('/english')).toBe('cs');
  });

  it('is remembered in the i18n_redirected cookie', () => {
    expect(readLocaleCookie('a=b; i18n_redirected=en; c=d')).toBe('en');
    expect(readLocaleCookie('i18n_redirected=de')).toBeNull();
    expect(readLocaleCookie(null)).toBeNull();
    expect(serializeLocaleCookie('en')).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
