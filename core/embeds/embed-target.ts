import { EMBED_TYPE } from './embed-types';

/** A video the site plays in its own privacy-friendly player (the livestream pages' one). */
export type PlayedVideo = { kind: 'player'; platform: 'youtube' | 'vimeo'; code: string };
/** A source the visitor opens on its platform: a SlidesLive video, a chat or a meeting. */
export type OpenedSource = { kind: 'link'; platform: 'slideslive' | 'slido' | 'rocketchat' | 'zoom'; href: string };

/**
 * Where an embed of a type leads (admin-and-widgets.md 3: 1 Chat sli.do, 2 Video Slideslive,
 * 3 Video Vimeo, 4 Video YouTube, 5 Chat Rocket.chat, 6 Meeting Zoom); null for an unknown type,
 * or a Rocket.chat room without its server. The code passed `isEmbedCode` on save (no scheme,
 * no `//`, no `..`), so it stays inside the platform's path.
 */
export function embedTarget(type: number, code: string): PlayedVideo | OpenedSource | null {
  const path = code.split('/').map(encodeURIComponent).join('/');
  switch (type) {
    case EMBED_TYPE.youtube:
      return { kind: 'player', platform: 'youtube', code };
    case EMBED_TYPE.vimeo:
      return { kind: 'player', platform: 'vimeo', code };
    case EMBED_TYPE.slideslive:
      return { kind: 'link', platform: 'slideslive', href: `https://slideslive.com/${path}` };
    case EMBED_TYPE.slido:
      return { kind: 'link', platform: 'slido', href: `https://app.sli.do/event/${path}` };
    case EMBED_TYPE.zoom: {
      // A meeting number, optionally with its passcode (`83124567890?pwd=Xy12`).
      const [meeting = '', query] = code.split('?', 2);
      return {
        kind: 'link',
        platform: 'zoom',
        href: `https://zoom.us/j/${encodeURIComponent(meeting)}${query ? `?${new URLSearchParams(query).toString()}` : ''}`,
      };
    }
    case EMBED_TYPE.rocketchat: {
      // A room path on the chat's own server (`chat.example.cz/channel/innoweek`): the first
      // segment must name a host.
      const [host = ''] = code.split('/', 1);
      return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(host) ? { kind: 'link', platform: 'rocketchat', href: `https://${path}` } : null;
    }
    default:
      return null;
  }
}
