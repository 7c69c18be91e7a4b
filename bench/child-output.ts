import type { Readable } from 'node:stream';

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
