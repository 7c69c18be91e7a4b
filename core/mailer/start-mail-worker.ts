import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { deliverPendingMail } from './deliver-pending-mail';

/** Polls the outbox and delivers through SMTP_URL; returns a stop function for shutdown. */
export function startMailWorker(db: Db, opts: { smtpUrl: string; from: string; intervalMs?: number }): () => Promise<void> {
  const transport = nodemailer.createTransport(opts.smtpUrl);
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = deliverPendingMail(db, { transport, from: opts.from }).catch((err) => console.error('Mail delivery failed:', err));
  };
  const timer = setInterval(tick, opts.intervalMs ?? 5_000);
  tick();
  return async () => {
    clearInterval(timer);
    await running;
    transport.close();
  };
}
