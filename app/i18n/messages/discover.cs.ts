import type { PluralMessage } from './plural';

/** Czech texts of the discover screens; spread into messages/cs.ts. */
export const discoverCs = {} as const satisfies Record<string, string | PluralMessage>;
