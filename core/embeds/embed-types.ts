/**
 * Embed (source) types as the admin lists them: 1 Chat sli.do, 2 Video Slideslive, 3 Video
 * Vimeo, 4 Video YouTube, 5 Chat Rocket.chat, 6 Meeting Zoom; a new embed is a Slideslive video
 * unless told otherwise. A plain module (no zod, no drizzle) so core, the seed and the browser
 * read the same numbers.
 */
export const EMBED_TYPE = { slido: 1, slideslive: 2, vimeo: 3, youtube: 4, rocketchat: 5, zoom: 6 } as const;
export type EmbedTypeId = (typeof EMBED_TYPE)[keyof typeof EMBED_TYPE];

export const DEFAULT_EMBED_TYPE: EmbedTypeId = EMBED_TYPE.slideslive;
export const EMBED_TYPE_IDS: readonly number[] = Object.values(EMBED_TYPE);
