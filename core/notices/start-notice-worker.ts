import type { Db } from '../../db/client';
import type { ProgrammeClock } from '../programme/programme-clock';
import { runReconfirmations } from '../reconfirm/run-reconfirmations';
import type { SignupMail } from '../signups/signup-mail';
import { NOTICE_QUIET_MS, sendChangeNotices } from './send-change-notices';

/**
 * Sends due change notices every `intervalMs` (decision 121) and runs the no-show control's
 * requests and releases by the programme clock (decision 134), with or without SMTP: without it
 * the mails are kept in the outbox like every other. Each round is safe beside another
 * process's (row locks, SKIP LOCKED). Returns a stop function for shutdown.
 */
export function startNoticeWorker(
  db: Db,
  opts: {
    ctx: SignupMail;
    /** The server secret, which signs the seat confirmation links. */
    secret: string;
    clock: ProgrammeClock;
    intervalMs?: number;
    onError: (err: unknown) => void;
  },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => sendChangeNotices(db, { ctx: opts.ctx, quietBefore: new Date(Date.now() - NOTICE_QUIET_MS) }))
      .catch(opts.onError)
      .then(() => runReconfirmations(db, { ctx: { ...opts.ctx, secret: opts.secret }, now: opts.clock() }))
      .catch(opts.onError);
  }, opts.intervalMs ?? 30_000);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
