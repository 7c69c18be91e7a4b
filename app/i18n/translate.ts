/**
 * Looks up a message in the visitor's language, fills in `{name}` parameters and picks the
 * plural form for `count` with Intl.PluralRules. Pure, so loaders, meta functions and
 * components share it.
 */
import { intlLocale, type Locale } from './locale';
import type { MessageKey, Messages, PluralKey } from './messages/cs';
import { bundles } from './messages/bundles';

export { bringTexts, loadMessages, textsLoaded } from './messages/bundles';

export type Params = Record<string, string | number>;
type Args<K extends MessageKey> = K extends PluralKey ? [params: Params & { count: number }] : [params?: Params];

export type Translate = <K extends MessageKey>(key: K, ...args: Args<K>) => string;

/** Fills `{name}` parameters; only counts get digit grouping and a decimal comma, a year or an id stays as it is. */
export function fillParams(text: string, params: Params | undefined, numbers: Intl.NumberFormat): string {
  if (!params) return text;
  return text.replace(/\{([\w ]+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return name === 'count' && typeof value === 'number' ? numbers.format(value) : String(value);
  });
}

const cache = new Map<Locale, Translate>();

export function createT(locale: Locale): Translate {
  const cached = cache.get(locale);
  if (cached) return cached;
  const messages = bundles[locale];
  // In the browser a language is loaded before anything renders in it (messages/bundles.client.ts).
  if (!messages) throw new Error(`The ${locale} texts are not loaded`);
  const plurals = new Intl.PluralRules(intlLocale(locale));
  const numbers = new Intl.NumberFormat(intlLocale(locale));
  const t: Translate = (key, ...[params]) => {
    const message: string | Messages[PluralKey] | undefined = messages[key];
    let text: string;
    if (message === undefined) {
      // A text of a pack the page did not load (decision 161): the key shows, the page goes on.
      console.error(`No text for ${key}: its pack is not among the page's text packs (app/i18n/text-packs.ts)`);
      text = key;
    } else if (typeof message === 'string') {
      text = message;
    } else {
      const count = Number(params?.count ?? 0);
      const form = plurals.select(count);
      text = (form === 'one' || form === 'few' || form === 'many' ? message[form] : undefined) ?? message.other;
    }
    return fillParams(text, params, numbers);
  };
  cache.set(locale, t);
  return t;
}
