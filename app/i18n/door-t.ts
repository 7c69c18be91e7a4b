/**
 * Translation for the door scanner (decision 116): its own dictionary (messages/door-area.*)
 * first, then the site's messages. Only the door's modules import this file, so its texts never
 * reach a public page, and the scanner does not carry the admin dictionary either.
 */
import { createAreaT } from './area-t';
import type { Locale } from './locale';
import type { MessageKey, PluralKey } from './messages/cs';
import { doorAreaCs } from './messages/door-area.cs';
import { doorAreaEn } from './messages/door-area.en';
import type { PluralMessage } from './messages/plural';
import type { Params } from './translate';
import { useLocale } from './use-t';

export type DoorKey = keyof typeof doorAreaCs;
export type DoorTranslate = (key: DoorKey | Exclude<MessageKey, PluralKey>, params?: Params) => string;

const bundles: Record<Locale, Record<DoorKey, string | PluralMessage>> = { cs: doorAreaCs, en: doorAreaEn };

export function createDoorT(locale: Locale): DoorTranslate {
  return createAreaT(bundles[locale], locale);
}

/** The door's translate function for the page's language. */
export function useDoorT(): DoorTranslate {
  return createDoorT(useLocale());
}
