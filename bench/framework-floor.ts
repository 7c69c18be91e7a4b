import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

/**
 * The JavaScript of the smallest React Router framework client (hydrating a document, nothing
 * else: bench/framework-floor-entry.ts), built by Vite as our client is and gzipped as the
 * page weights are (zlib default level): the floor under every public page (decision 052).
 */
export async function measureFrameworkFloor(): Promise<{ bytes: number; gzipBytes: number }> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('..', import.meta.url)),
    build: {
      write: false,
      target: 'es2022',
      rolldownOptions: { input: fileURLToPath(new URL('./framework-floor-entry.ts', import.meta.url)) },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  let bytes = 0;
  let gzipBytes = 0;
  for (const { output: files } of outputs)
    for (const file of files) {
      if (file.type !== 'chunk') continue;
      const code = Buffer.from(file.code);
      bytes += code.length;
      gzipBytes += gzipSync(code).length;
    }
  return { bytes, gzipBytes };
}
