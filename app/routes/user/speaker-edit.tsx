import type { Route } from './+types/speaker-edit';
import { getSpeaker } from '../../../core/speakers/get-speaker';
import { toSiteImage } from '../../../core/site/site-image';
import { requireAuthorized } from '../../auth/guards.server';
import { appContext } from '../../context';
import { localeFromPath } from '../../i18n/locale';
import { createT } from '../../i18n/translate';
import { routeMeta } from '../../seo/route-meta';
import { orNotFound, parseDetailId } from '../not-found';
import { SpeakerEditForm } from './speaker-edit-form';

/**
 * Speaker self-edit (admin-and-widgets.md 2, 6; decision 018): a confirmed member listed in the
 * speaker's users_can_edit edits its public profile. The page reads the speaker as the member
 * sees it in preview (their own draft included) and saves through PUT /api/speakers/{id},
 * which checks the same rule again.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = parseDetailId(args.params.id);
  const viewer = await requireAuthorized(args, 'speakers.edit', id);
  const { db, config } = args.context.get(appContext);
  const speaker = await orNotFound(
    getSpeaker(db, { id, viewer, timezone: config.timezone, params: new URLSearchParams({ _publicationState: 'preview' }) }),
  );
  const { name, job, job_en, description, description_en, web_link, linkedin_link, website, published_at, updated_at } = speaker;
  return {
    speaker: {
      ...{ id, name, job, job_en, description, description_en, web_link, linkedin_link, website, updated_at },
      published: published_at !== null,
      // Members cannot upload (decision 014): the photo is shown, never sent back.
      photo: toSiteImage(speaker.image),
    },
  };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  const name = args.loaderData?.speaker.name;
  return routeMeta(args, { title: name ? `${t('speakerEdit.title')}: ${name}` : t('speakerEdit.title'), robots: 'noindex' });
}

// A page of a signed-in user: never kept by a shared cache.
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function SpeakerEdit({ loaderData }: Route.ComponentProps) {
  const { speaker } = loaderData;
  // A restore that finds a newer copy starts the form afresh from it.
  return <SpeakerEditForm key={`${speaker.id}:${speaker.updated_at}`} speaker={speaker} />;
}

export type EditedSpeaker = Route.ComponentProps['loaderData']['speaker'];
