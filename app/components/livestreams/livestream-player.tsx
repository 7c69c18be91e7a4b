import type { HallPlayer } from '../../../core/livestreams/get-hall-player';
import { useT } from '../../i18n/use-t';
import { playerUrl } from './player-url';

/** The hall's video and, beside it, the sli.do audience questions; both lazy and titled for screen readers. */
export function LivestreamPlayer({ player, hallName }: { player: HallPlayer; hallName: string }) {
  const t = useT();
  const video = playerUrl(player);
  return (
    <div className={`live-stage${player.slido ? ' has-questions' : ''}`}>
      {video ? (
        <div className="live-video">
          <iframe
            src={video}
            title={t('live.player', { hall: hallName })}
            loading="lazy"
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <p className="empty-state live-video-missing">{t('live.noStream')}</p>
      )}
      {player.slido ? (
        <div className="live-questions">
          <iframe
            src={`https://app.sli.do/event/${encodeURIComponent(player.slido)}`}
            title={t('live.questions', { hall: hallName })}
            loading="lazy"
          />
        </div>
      ) : null}
    </div>
  );
}
