import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { turnBatchedDestination } from './log-destination';

/** A destination whose writes and scheduled turn the test sees and runs itself. */
function probe() {
  const writes: string[] = [];
  let turn: (() => void) | null = null;
  const dest = turnBatchedDestination(
    { write: (text: string) => writes.push(text) },
    (fn) => {
      expect(turn, 'one turn scheduled at a time').toBeNull();
      turn = fn;
    },
  );
  const endTurn = () => {
    const fn = turn;
    turn = null;
    fn?.();
  };
  return { dest, writes, endTurn, log: pino({ level: 'debug', base: null, timestamp: false }, dest) };
}

describe('the log written once per turn (decision 201)', () => {
  it("a turn's lines are one write at the turn's end, in the order they were logged", () => {
    const { writes, endTurn, log } = probe();
    log.info({ reqId: 'a' }, 'request');
    log.info({ reqId: 'b' }, 'request');
    log.warn('slow');
    expect(writes).toEqual([]);
    endTurn();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.trimEnd().split('\n').map((line) => JSON.parse(line) as { msg: string; reqId?: string })).toEqual([
      { level: 30, reqId: 'a', msg: 'request' },
      { level: 30, reqId: 'b', msg: 'request' },
      { level: 40, msg: 'slow' },
    ]);
    // The next turn starts empty and schedules its own write.
    log.info('later');
    endTurn();
    expect(writes).toEqual([writes[0], '{"level":30,"msg":"later"}\n']);
  });

  it('an error or fatal line is written at once, with the lines before it', () => {
    const { writes, endTurn, log } = probe();
    log.info('before');
    log.error('the database went away');
    expect(writes).toEqual(['{"level":30,"msg":"before"}\n{"level":50,"msg":"the database went away"}\n']);
    log.fatal('uncaught error: the process ends');
    expect(writes[1]).toBe('{"level":60,"msg":"uncaught error: the process ends"}\n');
    // The turn scheduled by the first line finds nothing left to write.
    endTurn();
    expect(writes).toHaveLength(2);
  });

  it("logger.flush() writes what the turn gathered (the graceful shutdown's last lines)", () => {
    const { writes, log } = probe();
    log.info('stopped');
    let flushed = false;
    log.flush(() => {
      flushed = true;
    });
    expect(writes).toEqual(['{"level":30,"msg":"stopped"}\n']);
    expect(flushed).toBe(true);
  });
});
