import type { PluralMessage } from './plural';

/** Czech texts of the programme screens; spread into messages/cs.ts. */
export const programmeCs = {} as const satisfies Record<string, string | PluralMessage>;
