import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { embeds, eventEmbeds, eventFiles, files } from '../../db/schema';
import { embedTarget, type OpenedSource, type PlayedVideo } from '../embeds/embed-target';
import { embedIsPublished } from '../embeds/embed-visibility';

export type EventFile = { id: number; name: string; url: string; /** kB, as stored */ size: number; mime: string; ext: string };
export type EventVideo = { id: number; name: string; recording: boolean } & (PlayedVideo | OpenedSource);
export type EventSource = { id: number; name: string } & OpenedSource;
export type EventMaterials = { files: EventFile[]; videos: EventVideo[]; sources: EventSource[] };

const VIDEO_PLATFORMS = new Set(['youtube', 'vimeo', 'slideslive']);

/**
 * What an event's organisers attached, for its public page (decision 088): the files, and the
 * published embeds, videos apart from chats and meetings. Recordings show once the event has
 * ended by the programme's clock, and then replace its live videos; before that only live ones
 * show. The caller has already decided the viewer may see the event, and that it is published.
 */
export async function findEventMaterials(db: Db, opts: { eventId: number; end: Date; now: Date }): Promise<EventMaterials> {
  const [fileRows, embedRows] = await Promise.all([
    db
      .select({ id: files.id, name: files.name, url: files.url, size: files.size, mime: files.mime, ext: files.ext })
      .from(eventFiles)
      .innerJoin(files, eq(files.id, eventFiles.fileId))
      .where(eq(eventFiles.eventId, opts.eventId))
      .orderBy(asc(files.name), asc(files.id)),
    db
      .select({ id: embeds.id, name: embeds.name, url: embeds.url, type: embeds.type, recording: embeds.recording })
      .from(eventEmbeds)
      .innerJoin(embeds, eq(embeds.id, eventEmbeds.embedId))
      .where(and(eq(eventEmbeds.eventId, opts.eventId), embedIsPublished))
      .orderBy(asc(embeds.order), asc(embeds.id)),
  ]);

  const videos: EventVideo[] = [];
  const sources: EventSource[] = [];
  for (const row of embedRows) {
    const target = embedTarget(row.type, row.url);
    if (!target) continue;
    if (VIDEO_PLATFORMS.has(target.platform)) videos.push({ id: row.id, name: row.name, recording: row.recording, ...target });
    else if (target.kind === 'link') sources.push({ id: row.id, name: row.name, ...target });
  }
  const ended = opts.now.getTime() >= opts.end.getTime();
  const recordings = videos.filter((v) => v.recording);
  const shown = ended && recordings.length > 0 ? recordings : videos.filter((v) => !v.recording);
  return { files: fileRows, videos: shown, sources };
}
