import type { PluralMessage } from './plural';
import type { programmeCs } from './programme.cs';

/** English texts of the programme screens: exactly the Czech keys. */
export const programmeEn: { [K in keyof typeof programmeCs]: (typeof programmeCs)[K] extends string ? string : PluralMessage } = {};
