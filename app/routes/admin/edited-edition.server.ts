import type { Db } from '../../../db/client';
import type { Viewer } from '../../../core/accounts/policy';
import { authorize } from '../../../core/authorization/authorize';
import { findEditions, type Edition, type EditionRef } from '../../../core/editions/current-edition';

/** The cookie naming the year an Admin edits in the admin (decision 178). */
export const EDITION_COOKIE = 'admin_edition';

/** The year in a Cookie header, if it holds one. */
export function readEditionCookie(cookieHeader: string | null | undefined): number | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== EDITION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return /^\d{4}$/.test(value) ? Number(value) : null;
  }
  return null;
}

/** Set-Cookie for the edited edition: a year, or null for the current edition (the cookie cleared). */
export function serializeEditionCookie(year: number | null): string {
  const base = `${EDITION_COOKIE}=${year ?? ''}; Path=/; SameSite=Lax; HttpOnly`;
  return year === null ? `${base}; Max-Age=0` : `${base}; Max-Age=${60 * 60 * 24 * 180}`;
}

export type EditedEdition = {
  /** What the core reads take: 'current' unless the cookie names another existing edition. */
  ref: EditionRef;
  /** The edition edited when it is not the current one (the banner's). */
  other: Pick<Edition, 'year' | 'state' | 'name' | 'name_en'> | null;
  /** Whether its programme and settings may change (an archived edition's may not). */
  editable: boolean;
  /** The switcher's choices, newest first; empty for those who do not manage editions. */
  choices: Pick<Edition, 'year' | 'state' | 'name' | 'name_en'>[];
  /** The year the switcher shows as chosen. */
  year: number | null;
};

/**
 * The edition an Admin edits in the admin (decision 178): the cookie's year when it names an
 * existing edition, the current one when it is absent or unknown. Only those who manage
 * editions (Admins) switch; everyone else works on the current edition.
 */
export async function editedEdition(db: Db, request: Request, viewer: Viewer | null): Promise<EditedEdition> {
  if (!viewer || !authorize(viewer, 'editions.manage').allowed)
    return { ref: 'current', other: null, editable: true, choices: [], year: null };
  const all = await findEditions(db);
  const choices = all.map(({ year, state, name, name_en }) => ({ year, state, name, name_en }));
  const asked = readEditionCookie(request.headers.get('Cookie'));
  const chosen = all.find((e) => e.year === asked && e.state !== 'current');
  const current = all.find((e) => e.state === 'current');
  if (!chosen) return { ref: 'current', other: null, editable: true, choices, year: current?.year ?? null };
  const other = choices.find((e) => e.year === chosen.year)!;
  return { ref: chosen.id, other, editable: chosen.state !== 'archived', choices, year: chosen.year };
}

/**
 * Where the switcher goes back to: the admin page it was on, or that page's list when it was a
 * record's (an event of one edition is not in another); the admin home for anything else.
 */
export function switchBack(back: string | undefined, home: string): string {
  if (!back || !/^\/(en\/)?admin(\/|$)/.test(back) || back.includes('//')) return home;
  const path = back.split(/[?#]/)[0]!;
  return path.replace(/\/(\d+|new)$/, '');
}
