import type { PluralMessage } from './plural';
import type { discoverCs } from './discover.cs';

/** English texts of the discover screens: exactly the Czech keys. */
export const discoverEn: { [K in keyof typeof discoverCs]: (typeof discoverCs)[K] extends string ? string : PluralMessage } = {};
