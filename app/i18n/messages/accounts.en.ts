import type { PluralMessage } from './plural';
import type { accountsCs } from './accounts.cs';

/** English texts of the accounts screens: exactly the Czech keys. */
export const accountsEn: { [K in keyof typeof accountsCs]: (typeof accountsCs)[K] extends string ? string : PluralMessage } = {};
