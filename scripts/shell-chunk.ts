import type { Rolldown } from 'vite';

type CodeSplitting = Rolldown.CodeSplittingOptions;
type ChunkingContext = Rolldown.ChunkingContext;

/** The modules every public page runs: the client entry, the root route and the site layout. */
const SHELL_ROOTS = /[\\/]app[\\/](entry\.client|root|routes[\\/]site[\\/]layout)\.tsx(\?|$)/;

/**
 * One script for everything the client entry, the root route and the site layout import
 * statically (React, React DOM, React Router, the site shell), instead of the 25-odd small
 * scripts Rolldown splits it into by which routes share each module (decision 049). Every
 * public page loads all of these modules before hydrating anyway, so the merge adds no byte
 * to any public page; it removes requests that queue ahead of the first paint on a phone's
 * six connections. Modules only some routes import keep Rolldown's automatic chunks: merging
 * them would give each page the others' code (zod, React Aria, admin screens).
 */
export function shellChunk(): CodeSplitting {
  const roots = new Set<string>();
  let shell: Set<string> | null = null;

  function staticClosure(ctx: ChunkingContext): Set<string> {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  }

  return {
    groups: [
      {
        debugName: 'shell',
        test: (id) => {
          if (SHELL_ROOTS.test(id)) roots.add(id);
          return true;
        },
        name: (id, ctx) => {
          shell ??= staticClosure(ctx);
          return shell.has(id) ? 'shell' : null;
        },
      },
    ],
  };
}
