import type { Rolldown } from 'vite';

type CodeSplitting = Rolldown.CodeSplittingOptions;
type ChunkingContext = Rolldown.ChunkingContext;

/** The modules every public page runs: the client entry, the root route and the site layout. */
const SHELL_ROOTS = /[\\/]app[\\/](entry\.client|root|routes[\\/]site[\\/]layout)\.tsx(\?|$)/;

/**
 * React Router's `Link`, `Form`, fetchers and the rest of `dom/lib.js`, with `dom/dom.js` (the
 * form submission's helpers) that only it uses: the shell reaches them only through
 * `react-router`'s index, which re-exports them, and uses none of them (its links and scroll
 * restoration are ours, decision 199). Put in the shell, they would carry whatever any route
 * uses of them to every page; left out, they go to the pages that use them.
 */
const NOT_IN_SHELL = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]lib[\\/]dom[\\/](lib|dom)\.js$/;

/**
 * Small helpers that many public pages import, each a script of a few hundred bytes when
 * Rolldown splits them by which routes share them. Gzipped alone, each such script pays for
 * its own header and for words (the shell's import, React's names) it cannot share with the
 * rest; a page of the programme loaded 15-30 of them. Each line is one script, of modules the
 * pages import together (a page that needs one mostly needs the others), chosen by weighing
 * the bench's pages with and without it (decision 188). Paths from the project's root.
 */
const PAGE_HELPERS: Record<string, readonly string[]> = {
  // Links to an event or a hall, and dates in the page's time zone.
  'event-links': [
    'app/i18n/format-date.ts',
    'app/i18n/use-time-zone.ts',
    'app/i18n/event-href.ts',
    'app/components/programme/event-paths.ts',
    'core/events/event-types.ts',
    'app/components/livestreams/hall-paths.ts',
  ],
  // When a session is, with its hall's delay.
  'event-when': ['app/components/programme/event-when.ts', 'app/components/programme/delay-note.tsx'],
  // The programme pages' breadcrumbs, session state and calendar link (with the icons it imports).
  'programme-bits': [
    'app/components/programme/breadcrumbs.tsx',
    'app/components/programme/session-state.tsx',
    'app/components/programme/calendar-link.tsx',
  ],
  // The programme lists' header and its calendar feeds (the six lists load both, no other page
  // either); the stars and their toggle (a page loads both or neither); the day labels and area
  // names of the lists by day (decision 199).
  'programme-lists': ['app/components/programme/programme-header.tsx', 'app/components/programme/calendar-feeds.ts'],
  'star-toggle': ['app/components/programme/stars.tsx', 'app/components/programme/star-toggle.tsx'],
  'programme-days': ['app/components/programme/day-label.ts', 'core/programme/programme-areas.ts'],
  // The ticket prices and the buyer's field names, which the ticket page and its order checks
  // (loaded at the form's first focus) share and no other public page loads (decision 206).
  'ticket-order': ['core/tickets/pricing.ts', 'core/accounts/buyer-fields.ts'],
  // A form's text field and its notice, and the form sent through the router (decision 199).
  'form-bits': [
    'app/components/ui/text-field.tsx',
    'app/components/ui/notification.tsx',
    'app/forms/length-refusal.ts',
    'app/components/ui/form.tsx',
  ],
};

const helperGroup = new Map(
  Object.entries(PAGE_HELPERS).flatMap(([group, paths]) => paths.map((path) => [path, group] as const)),
);

function helperGroupOf(id: string): string | null {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  for (const [file, group] of helperGroup) if (path.endsWith(`/${file}`)) return group;
  return null;
}

/**
 * One script for everything the client entry, the root route and the site layout import
 * statically (React, React DOM, React Router, the site shell), instead of the 25-odd small
 * scripts Rolldown splits it into by which routes share each module (decision 049). Every
 * public page loads all of these modules before hydrating anyway, so the merge adds no byte
 * to any public page; it removes requests that queue ahead of the first paint on a phone's
 * six connections. Modules only some routes import keep Rolldown's automatic chunks: merging
 * them would give each page the others' code (zod, React Aria, admin screens); only the small
 * helpers above go together.
 */
export function shellChunk(): CodeSplitting {
  const roots = new Set<string>();
  let shell: Set<string> | null = null;

  function staticClosure(ctx: ChunkingContext): Set<string> {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id) || NOT_IN_SHELL.test(id)) continue;
      seen.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  }

  return {
    groups: [
      {
        debugName: 'shell',
        // Before the helpers below: what the shell has stays in it, the helpers' imports too.
        priority: 1,
        test: (id) => {
          if (SHELL_ROOTS.test(id)) roots.add(id);
          return true;
        },
        name: (id, ctx) => {
          shell ??= staticClosure(ctx);
          return shell.has(id) ? 'shell' : null;
        },
      },
      { debugName: 'page helpers', name: (id) => helperGroupOf(id) },
    ],
  };
}
