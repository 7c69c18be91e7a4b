import type { PluralMessage } from './plural';

/** Czech texts of the accounts screens; spread into messages/cs.ts. */
export const accountsCs = {} as const satisfies Record<string, string | PluralMessage>;
