import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { deliverPendingMail } from './deliver-pending-mail';

/** Polls the outbox and delivers through SMTP_URL; returns a stop function for shutdown. */
export function startMailWorker(db: Db, opts: { smtpUrl: string; from: string; intervalMs?: number }): () => Promise<void> {
  // Bounded waits (nodemailer's socket timeout is 10 minutes): a send never outlives its claim
  // (DELIVERY_CLAIM_MS), so a hung server cannot make two workers send one message.
  const transport = nodemailer.createTransport({
    url: opts.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  let running: Promise<unknown> | null = null;
  // One round at a time: a slow mail server must not pile up rounds, each with its connection.
  const tick = () => {
    if (running) return;
    running = deliverPendingMail(db, { transport, from: opts.from })
      .catch((err) => console.error('Mail delivery failed:', err))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, opts.intervalMs ?? 5_000);
  tick();
  return async () => {
    clearInterval(timer);
    await running;
    transport.close();
  };
}
