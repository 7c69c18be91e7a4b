import type { HallPlayer } from '../../../core/livestreams/get-hall-player';

// A module of its own: an event's videos and the media wall use it without the player's
// component and texts (decision 189).
/** Privacy-friendly embeds: YouTube without cookies, Vimeo with Do Not Track; a wall plays muted on its own. */
export function playerUrl(player: Pick<HallPlayer, 'platform' | 'video'>, opts: { autoplay?: boolean } = {}): string | null {
  if (!player.platform || !player.video) return null;
  const id = encodeURIComponent(player.video);
  if (player.platform === 'youtube')
    return `https://www.youtube-nocookie.com/embed/${id}?rel=0${opts.autoplay ? '&autoplay=1&mute=1' : ''}`;
  return `https://player.vimeo.com/video/${id}?dnt=1${opts.autoplay ? '&autoplay=1&muted=1' : ''}`;
}
