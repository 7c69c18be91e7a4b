import { redirect } from 'react-router';
import { findPublicEditions, type PublicEdition } from '../../../../core/editions/public-editions';
import { remember } from '../../../../core/serialize/read-memo';
import type { AppDeps } from '../../../context';
import { notFound } from '../../not-found';

/**
 * The editions the public site shows (the current one and the archived ones), kept between
 * writes like the other layout data (decision 046): the footer's switcher reads it on every page.
 */
export function publicEditions(deps: Pick<AppDeps, 'db' | 'readMemo'>): Promise<PublicEdition[]> {
  return remember(deps.readMemo, 'site:editions', () => findPublicEditions(deps.db));
}

/**
 * The archived edition an archive page is about, by its `:year` (decision 162). An unknown year
 * or a draft's is 404; the current edition's redirects (302: it will be archived one day) to
 * the same page at today's URLs, `todays`.
 */
export async function archivedEditionOf(
  deps: Pick<AppDeps, 'db' | 'readMemo'>,
  year: string | undefined,
  todays: string,
): Promise<PublicEdition> {
  if (!year || !/^\d{4}$/.test(year)) throw notFound();
  const edition = (await publicEditions(deps)).find((e) => e.year === Number(year));
  if (!edition) throw notFound();
  if (edition.state === 'current') throw redirect(todays, 302);
  return edition;
}

/**
 * Which edition a screen shared by today's URLs and the archive shows: the current one, or the
 * archived one its `:year` names (see archivedEditionOf). `year` is null at today's URLs.
 */
export async function editionOfPage(
  deps: Pick<AppDeps, 'db' | 'readMemo'>,
  params: { year?: string },
  todays: string,
): Promise<{ ref: 'current'; year: null; edition: null } | { ref: number; year: number; edition: PublicEdition }> {
  if (params.year === undefined) return { ref: 'current', year: null, edition: null };
  const edition = await archivedEditionOf(deps, params.year, todays);
  return { ref: edition.id, year: edition.year, edition };
}
