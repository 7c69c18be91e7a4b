import { createContext, useState, type ReactNode } from 'react';

/** The programme clock's offset (ms) from the browser's own time; read by programme-clock.tsx. */
export const ProgrammeClock = createContext(0);

/**
 * The programme clock in the browser (issue 29 item 2). The server's "now" can be anywhere
 * (CLOCK_START, the demo's 2021 week), so the page carries the server's reading and the
 * browser runs on from it: the difference to the browser's own time is taken once, at the
 * first render, so hydration starts from the very instant the server rendered. The hooks that
 * read it are in programme-clock.tsx, with the pages that show a session's phase, not in every
 * page's shell (decision 181).
 */
export function ProgrammeClockProvider({ now, children }: { now: string; children: ReactNode }) {
  const [offset] = useState(() => Date.parse(now) - Date.now());
  return <ProgrammeClock value={offset}>{children}</ProgrammeClock>;
}
