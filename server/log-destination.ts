import pino from 'pino';

/** What pino writes its lines to: a string per line, and `flush` for `logger.flush()`. */
export type LineDestination = { write(line: string): void; flush(cb?: (err?: Error) => void): void };

/** pino's own first field is the level: `{"level":30,...`. */
const LEVEL_AT = '{"level":'.length;

/** An error (50) or fatal (60) line: written at once, with what came before it. */
const writtenAtOnce = (line: string) => line.charCodeAt(LEVEL_AT) >= 53 && line.charCodeAt(LEVEL_AT + 2) === 44; // '5'-'9', then ','

/**
 * The log's lines gathered over one turn of the event loop and written to `target` in one call
 * (decision 201). pino's default stdout destination writes each line with its own synchronous
 * `write` system call: one per request, 19 % of the server's CPU when it answers 40,000 cache
 * hits a second. Lines keep their order; none waits longer than the turn it was logged in, so a
 * quiet server's log reads as before. Error and fatal lines are written at once with those
 * before them (the process may be about to end), and whatever is gathered is written when the
 * process exits. Only a kill -9 can lose the lines of the turn it interrupts.
 */
export function turnBatchedDestination(
  target: { write(text: string): unknown } = pino.destination({ dest: 1, sync: true }),
  schedule: (fn: () => void) => void = setImmediate,
): LineDestination {
  let lines: string[] = [];
  let scheduled = false;
  const writeOut = () => {
    scheduled = false;
    if (lines.length === 0) return;
    const text = lines.length === 1 ? lines[0]! : lines.join('');
    lines = [];
    target.write(text);
  };
  process.on('exit', writeOut);
  return {
    write(line) {
      lines.push(line);
      if (writtenAtOnce(line)) writeOut();
      else if (!scheduled) {
        scheduled = true;
        schedule(writeOut);
      }
    },
    flush(cb) {
      writeOut();
      cb?.();
    },
  };
}
