import type { Db } from '../../db/client';
import type { SignupMail } from '../signups/signup-mail';
import { NOTICE_QUIET_MS, sendChangeNotices } from './send-change-notices';

/**
 * Sends due change notices every `intervalMs` (decision 121), with or without SMTP: without it the
 * mails are kept in the outbox like every other. Returns a stop function for shutdown.
 */
export function startNoticeWorker(
  db: Db,
  opts: { ctx: SignupMail; intervalMs?: number; onError: (err: unknown) => void },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => sendChangeNotices(db, { ctx: opts.ctx, quietBefore: new Date(Date.now() - NOTICE_QUIET_MS) }))
      .catch(opts.onError);
  }, opts.intervalMs ?? 30_000);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
