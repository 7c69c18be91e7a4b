import type { EventMaterials, EventVideo } from '../../../core/programme/find-event-materials';
import { intlLocale } from '../../i18n/locale';
import { useLocale, useT } from '../../i18n/use-t';
import { playerUrl } from '../livestreams/player-url';

/**
 * What the organisers attached to an event (decision 088): videos in the livestream pages'
 * privacy-friendly player (or a link to their platform), chats and meetings as links, files
 * with their type and size. Nothing when nothing is attached.
 */
export function EventMaterialsSection({ materials }: { materials: EventMaterials }) {
  const t = useT();
  const locale = useLocale();
  const { files, videos, sources } = materials;
  if (files.length + videos.length + sources.length === 0) return null;
  const size = (kB: number) =>
    kB >= 1024
      ? t('event.materials.sizeMB', {
          size: new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(kB / 1024),
        })
      : t('event.materials.sizeKB', {
          size: new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(Math.max(1, kB)),
        });
  return (
    <section aria-labelledby="event-materials" className="event-materials">
      <h2 id="event-materials" className="event-section-title">
        {t(videos.some((v) => v.recording) ? 'event.materials.titleRecording' : 'event.materials.title')}
      </h2>
      {videos.map((video) => (
        <Video key={video.id} video={video} />
      ))}
      {sources.length > 0 ? (
        <ul className="event-sources" role="list">
          {sources.map((source) => (
            <li key={source.id}>
              <a href={source.href} rel="noopener noreferrer" target="_blank">
                {source.name}
              </a>{' '}
              <span className="event-muted">({t(`event.materials.platform.${source.platform}`)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul className="event-files" role="list" aria-label={t('event.materials.files')}>
          {files.map((file) => (
            <li key={file.id}>
              <a href={file.url} download={file.name}>
                {file.name}
              </a>{' '}
              <span className="event-muted">
                ({[file.ext.replace(/^\./, '').toUpperCase(), size(file.size)].filter(Boolean).join(', ')})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Video({ video }: { video: EventVideo }) {
  const t = useT();
  const label = video.recording ? t('event.materials.recording') : t('event.materials.video');
  if (video.kind === 'link')
    return (
      <p className="event-video-link">
        <a href={video.href} rel="noopener noreferrer" target="_blank">
          {video.name}
        </a>{' '}
        <span className="event-muted">
          ({label}, {t(`event.materials.platform.${video.platform}`)})
        </span>
      </p>
    );
  const src = playerUrl({ platform: video.platform, video: video.code });
  return (
    <figure className="event-video">
      <div className="event-video-frame">
        {src ? (
          <iframe
            src={src}
            title={`${label}: ${video.name}`}
            loading="lazy"
            allow="fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
      </div>
      <figcaption>{video.name}</figcaption>
    </figure>
  );
}
