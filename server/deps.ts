import type { Db } from '../db/client';
import { createMailComposer, yieldToRequests, type MailComposerWorker } from '../core/mailer/mail-composer';
import type { MailSettings } from '../core/mailer/mail-settings';
import type { FileStorage } from '../core/media/file-storage';
import { localFileStorage } from '../core/media/local-file-storage';
import { s3FileStorage } from '../core/media/s3-file-storage';
import { createRateLimits, type RateLimits, type RateLimitRules } from '../core/rate-limit/limits';
import type { RichTextSite } from '../core/rich-text/sanitize-rich-text';
import { createAfterAnswer, type AfterAnswer } from './after-answer';
import type { Config } from './config';
import { siteLinks } from './links';
import { isHttps } from './middleware/request-origin';
import type { ProgrammeClock } from '../core/programme/programme-clock';
import type { ReadMemo } from '../core/serialize/read-memo';
import { composeOrderMail } from '../core/tickets/compose-order-mail';
import { createReadMemo } from './middleware/read-memo';
import type { SharedState } from './scale-out/redis-shared-state';

/** What the API handlers and the page loaders and actions get: one set per app instance. */
export type AppDeps = {
  db: Db;
  config: Config;
  /** How mail is sent and every link in it (the route table's pages on PUBLIC_URL, decision 112). */
  mail: MailSettings;
  /** The programme's "now" (CLOCK_START or the real time), handed to core's use cases (decision 112). */
  clock: ProgrammeClock;
  /** Whether a request's cookies get Secure (`isHttps` of server/middleware/request-origin.ts), for the pages' cookies. */
  isHttps: (request: Request) => boolean;
  /** The site's own host (PUBLIC_URL; localhost without it): rich text may not load pictures from it but its stored files (decision 055). */
  site: RichTextSite;
  /** The app's rate-limit counters, shared by both doors. */
  limits: RateLimits;
  /** Where uploaded files are stored: DATA_DIR/uploads or an S3 bucket (S3_BUCKET), served at /uploads/ either way. */
  storage: FileStorage;
  /** The build the pages come from (React Router's assets version); 'dev' without one. A wall display reloads when it changes. */
  buildVersion: string;
  /** Redis (REDIS_URL): rate limits and guest-cache emptying shared by every app process. Absent with one process. */
  shared?: SharedState;
  /**
   * What reads derive from the database, kept until the next write (decision 046): emptied by
   * the app after every write request and by other processes' writes.
   */
  readMemo?: ReadMemo;
  /** Work started by a request that runs after its answer (a password reset's mail, decision 090). */
  afterAnswer: AfterAnswer;
  /**
   * The outbox worker that composes what a committed order left to compose (decision 157): woken
   * by `mail.composeSoon` after the commit, run after the answer; the boot starts its polling.
   */
  mailComposer: MailComposerWorker;
};

export function createDeps(opts: {
  db: Db;
  config: Config;
  limits?: Partial<RateLimitRules>;
  buildVersion?: string;
  shared?: SharedState;
  /**
   * Keep what reads derive from the database between writes (decision 046; production). It
   * assumes every write comes through the app, so tests that write to the database directly
   * leave it off.
   */
  readMemo?: boolean;
  /** Tests hold the work that runs after the answer to see that the answer did not wait for it. */
  afterAnswer?: AfterAnswer;
}): AppDeps {
  const { db, config, shared } = opts;
  const afterAnswer = opts.afterAnswer ?? createAfterAnswer();
  const mail: MailSettings = { deliver: Boolean(config.smtpUrl), links: siteLinks(config.mailBaseUrl) };
  const mailComposer = createMailComposer(db, {
    composer: (db, message) => composeOrderMail(db, message, mail),
    run: afterAnswer.run,
    pause: yieldToRequests,
  });
  mail.composeSoon = mailComposer.wake;
  return {
    db,
    config,
    mail,
    clock: config.now,
    isHttps: (request) => isHttps(request, config),
    site: { host: config.publicUrl && URL.canParse(config.publicUrl) ? new URL(config.publicUrl).hostname : 'localhost' },
    limits: createRateLimits(opts.limits, shared ? shared.limiter : undefined),
    storage: config.storage.kind === 's3' ? s3FileStorage(config.storage) : localFileStorage(config.dataDir),
    buildVersion: opts.buildVersion ?? 'dev',
    ...(shared ? { shared } : {}),
    ...(opts.readMemo ? { readMemo: createReadMemo(shared?.invalidation) } : {}),
    afterAnswer,
    mailComposer,
  };
}
