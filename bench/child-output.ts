import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where a child server writes its output: a file in its own temporary directory, not a pipe the
 * benchmark reads. A server logs a line per request; read through a pipe, tens of thousands of
 * lines a second would cost the benchmark process (which also runs the load generator) CPU that
 * the bare server, which logs nothing, does not cost it. Read back only to explain a failure.
 */
export function outputFile(dir: string): { fd: number; tail: (maxLines?: number) => string; close: () => void } {
  const path = join(dir, 'server-output.log');
  const fd = openSync(path, 'a');
  return {
    fd,
    tail: (maxLines = 40) => {
      try {
        // The end of the file only: a line per request makes it large.
        const size = statSync(path).size;
        const fd = openSync(path, 'r');
        const tail = Buffer.alloc(Math.min(size, 64 * 1024));
        readSync(fd, tail, 0, tail.length, size - tail.length);
        closeSync(fd);
        return tail.toString('utf8').trimEnd().split('\n').slice(-maxLines).join('\n');
      } catch {
        return '(no output)';
      }
    },
    close: () => closeSync(fd),
  };
}

/** Keeps the last lines a child printed, to show them when it fails to start or dies. */
export function keepTail(streams: (Readable | null)[], maxLines = 40): () => string {
  const lines: string[] = [];
  for (const stream of streams) {
    stream?.setEncoding('utf8');
    stream?.on('data', (text: string) => {
      lines.push(...text.split('\n').filter((l) => l.trim() !== ''));
      if (lines.length > maxLines) lines.splice(0, lines.length - maxLines);
    });
  }
  return () => lines.join('\n');
}
