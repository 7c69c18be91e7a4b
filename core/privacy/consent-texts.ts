import type { ConsentKind } from '../../db/schema';

/**
 * The version of each text a person accepts (decision 154): the day the text on the privacy page
 * (`/ochrana-osobnich-udaju`) last changed in substance. A new version is a new date here; each
 * consent keeps the version it was given for.
 */
export const CONSENT_VERSIONS: Readonly<Record<ConsentKind, string>> = {
  terms: '2026-11-29',
  privacy: '2026-11-29',
  newsletter: '2026-11-29',
};

/** What accepting the terms and the privacy notice records: both texts, in their versions. */
export const TERMS_AND_PRIVACY = ['terms', 'privacy'] as const satisfies readonly ConsentKind[];
