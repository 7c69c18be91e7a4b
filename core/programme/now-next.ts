/**
 * What is on now and what comes next, by the programme clock (issue 29 item 2). Pure: the
 * server renders with these rules and the browser runs the same ones again when a session's
 * start or end passes, so a page moves on without a reload. Times are the shown ones (shifted
 * while a hall runs late, `shownTimes` in core/halls/hall-delay.ts): callers pass the read
 * models' `start` and `end`, never the stored times.
 */

/** A session before its start, from its start to its end, and from its end on. */
export type SessionPhase = 'upcoming' | 'running' | 'ended';

type Instant = string | number | Date;
export type Span = { start: Instant; end: Instant };

const ms = (t: Instant) => (typeof t === 'number' ? t : typeof t === 'string' ? Date.parse(t) : t.getTime());

/** Running from its start (included) to its end (excluded): the rule of the banner, the hall cards and sign-ups (decision 071). */
export function sessionPhase(span: Span, now: Instant): SessionPhase {
  const t = ms(now);
  if (t < ms(span.start)) return 'upcoming';
  return t < ms(span.end) ? 'running' : 'ended';
}

/**
 * The first instant after `now` at which a span's phase changes (a start or an end ahead),
 * null when every span is over: the one moment a page's timer waits for.
 */
export function nextPhaseChange(spans: readonly Span[], now: Instant): number | null {
  const t = ms(now);
  let next: number | null = null;
  for (const span of spans) {
    for (const edge of [ms(span.start), ms(span.end)]) {
      if (edge > t && (next === null || edge < next)) next = edge;
    }
  }
  return next;
}

/** A hall's session on now and its next one (null when none). */
export type NowNext<T> = { now: T | null; next: T | null };

/**
 * A hall's session on now and the next to start, among its sessions by shown times: the first
 * running one is now (two overlapping sessions: the earlier start), the next starts after
 * `now` and before `dayEnd` (the hall's programme for the day; tomorrow's first session is
 * not "next" on a strip about today). A gap between sessions has no now, only a next.
 */
export function hallNowNext<T extends Span>(sessions: readonly T[], now: Instant, dayEnd: Instant): NowNext<T> {
  const byStart = [...sessions].sort((a, b) => ms(a.start) - ms(b.start));
  const current = byStart.find((s) => sessionPhase(s, now) === 'running') ?? null;
  const next =
    byStart.find((s) => s !== current && sessionPhase(s, now) === 'upcoming' && ms(s.start) < ms(dayEnd)) ?? null;
  return { now: current, next };
}
