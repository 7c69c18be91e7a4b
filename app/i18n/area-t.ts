/**
 * A translate function for an area with its own dictionary (the admin screens, the door
 * scanner): the area's texts first, with plural forms, then the site's messages (error codes,
 * the user menu). Each area's module imports only its own dictionary, so no area's texts reach
 * a public page.
 */
import { intlLocale, type Locale } from './locale';
import type { MessageKey, PluralKey } from './messages/cs';
import type { PluralMessage } from './messages/plural';
import { createT, fillParams, type Params } from './translate';

export type AreaTranslate<K extends string> = (key: K | Exclude<MessageKey, PluralKey>, params?: Params) => string;

export function createAreaT<K extends string>(own: Record<K, string | PluralMessage>, locale: Locale): AreaTranslate<K> {
  const site = createT(locale);
  const numbers = new Intl.NumberFormat(intlLocale(locale));
  const plurals = new Intl.PluralRules(intlLocale(locale));
  // A text with plural forms takes the one for `count` (Czech: 1 výsledku, 2 výsledků, 5 výsledků).
  const pick = (message: string | PluralMessage, count: unknown) => {
    if (typeof message === 'string') return message;
    const form = plurals.select(Number(count ?? 0));
    return (form === 'one' || form === 'few' || form === 'many' ? message[form] : undefined) ?? message.other;
  };
  return (key, params) =>
    key in own
      ? fillParams(pick(own[key as K], params?.count), params, numbers)
      : site(key as Exclude<MessageKey, PluralKey>, params);
}
