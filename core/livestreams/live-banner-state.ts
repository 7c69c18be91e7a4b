import { editionOver } from '../mediawall/wall-state';
import type { CurrentLivestream } from './find-hall-programme';

/**
 * What the livestream banner shows: the halls on air or the next event (`current`), or, after
 * the current edition's last day in the event time zone, that the edition is over (the wall's
 * `editionOver`, decision 106): the banner then thanks instead of disappearing, and lists nothing.
 */
export type LiveBannerState = { current: CurrentLivestream[]; editionOver: boolean };

/** The banner's state at `now` from what is on air and the end of the edition's latest event (null without one: never over). */
export function liveBannerState(
  current: CurrentLivestream[],
  lastEnd: Date | null,
  now: Date,
  timezone: string,
): LiveBannerState {
  const over = editionOver(lastEnd, now, timezone);
  return { current: over ? [] : current, editionOver: over };
}
