/**
 * The media type of a request body, as the parsers see it: the Content-Type before any
 * parameter, lower case. Every door decides by this one function, so a check (the rate limits'
 * account lookup) and the parser behind it (JSON bodies, page forms) never disagree.
 */
export function mediaType(header: string | null | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

export const isJson = (header: string | null | undefined) => mediaType(header) === 'application/json';
export const isForm = (header: string | null | undefined) =>
  ['application/x-www-form-urlencoded', 'multipart/form-data'].includes(mediaType(header));
