import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Plugin } from 'vite';

/** One script file of the client build and the source modules bundled into it. */
export type ChunkModules = {
  /** Source modules, relative to the project root (`app/...`, `node_modules/...`), with their size in the chunk. */
  modules: Record<string, number>;
  /** Files this one imports statically (loaded with it) and dynamically (loaded on demand). */
  imports: string[];
  dynamicImports: string[];
};

/** The listing written by chunkModules(): `/assets/<file>.js` → its modules. */
export type ChunkModulesFile = Record<string, ChunkModules>;

/**
 * A module's name in the listing: a package file as `node_modules/<package>/...` (wherever the
 * install lives: worktrees link node_modules elsewhere), a project file relative to the root,
 * a virtual module (\0-prefixed) as it is.
 */
export function moduleName(root: string, id: string): string {
  if (id.startsWith('\0')) return id;
  const path = id.replace(/\?.*$/, '');
  const packageAt = path.lastIndexOf('/node_modules/');
  return packageAt >= 0 ? path.slice(packageAt + 1) : relative(root, path);
}

/**
 * Writes which source modules went into which script of the client build (outside the served
 * build/client, so it never reaches a visitor). tests/e2e/public-bundles.spec.ts reads it to
 * prove that no admin module or admin-only library reaches a public page (decision 044).
 */
export function chunkModules(outFile: string): Plugin {
  let root = process.cwd();
  return {
    name: 'innoweek:chunk-modules',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const base = '/';
      const listing: ChunkModulesFile = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          const name = moduleName(root, id);
          modules[name] = (modules[name] ?? 0) + info.renderedLength;
        }
        listing[base + output.fileName] = {
          modules,
          imports: output.imports.map((f) => base + f),
          dynamicImports: output.dynamicImports.map((f) => base + f),
        };
      }
      mkdirSync(dirname(outFile), { recursive: true });
      writeFileSync(outFile, `${JSON.stringify(listing, null, 1)}\n`);
    },
  };
}
