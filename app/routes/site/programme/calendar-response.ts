/**
 * An iCalendar answer. Browsers save it (attachment) and calendar apps subscribe to the same
 * address. Guests' files may be cached a few minutes; a signed-in editor's may hold a draft.
 */
export function calendarResponse(ics: string, opts: { filename: string; personal: boolean }): Response {
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${opts.filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': opts.personal ? 'private, no-store' : 'public, max-age=300',
      Vary: 'Cookie',
    },
  });
}
