import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Route } from './+types/door-scanner';
import { scanTicketInput, type ScanResult } from '../../../core/door/door-scan';
import { findDoorList } from '../../../core/door/find-door-list';
import { findDoorSeminars } from '../../../core/door/find-door-seminars';
import { requireAuthorized } from '../../auth/guards.server';
import { QrCamera } from '../../components/door/qr-camera';
import { registerDoorWorker } from '../../components/door/register-door-worker';
import { useDoorSync, type DoorAnswer } from '../../components/door/use-door-sync';
import { useHydrated } from '../../components/ui/use-hydrated';
import { appContext } from '../../context';
import { formConstraints } from '../../forms/form-constraints';
import { createDoorT, useDoorT, type DoorKey } from '../../i18n/door-t';
import { intlLocale, localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { routeMeta } from '../../seo/route-meta';
import '../../styles/forms.css';
import '../../styles/door.css';

/** The device name door staff gave this phone, kept on it. */
const DEVICE_KEY = 'innoweek-door-device';
/** The same code read again by the camera within this time is the same scan. */
const REPEAT_MS = 3_000;

/**
 * The door scanner (issue 30 item 2, decisions 116): door staff scan tickets' QR codes with the
 * phone's camera or type the code, and see at once a big green or red answer with the reason.
 * Admins and Organizers (`canScanTickets`, the admin area's roles, 'door.scan' in the authorization table).
 * Without the site's header and footer; it works offline after one visit (door-sw.js).
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'door.scan');
  const { db, config } = args.context.get(appContext);
  const now = config.now();
  return {
    list: await findDoorList(db, { viewer, now }),
    seminars: await findDoorSeminars(db, { viewer, now, timezone: config.timezone }),
    // The typed code's and the device name's limits, from the scan's schema (zod stays off the page).
    constraints: formConstraints(scanTicketInput),
  };
}

export function meta(args: Route.MetaArgs) {
  const t = createDoorT(localeFromPath(args.location.pathname));
  return [
    ...routeMeta(args, { title: t('door.metaTitle'), robots: 'noindex' }),
    { tagName: 'link', rel: 'manifest', href: '/door.webmanifest' },
    { name: 'theme-color', content: '#151827' },
  ];
}

// Every ticket holder's name: never kept by a shared cache.
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** This phone's name, kept on it; the first visit names it `Device 123`, so a second scan can say which door took the first. */
function storedDeviceName(fallback: string): string {
  const kept = localStorage.getItem(DEVICE_KEY);
  if (kept) return kept;
  const named = `${fallback} ${Math.floor(Math.random() * 900 + 100)}`;
  localStorage.setItem(DEVICE_KEY, named);
  return named;
}

const REASON: Record<ScanResult, DoorKey> = {
  admitted: 'door.reason.admitted',
  already: 'door.reason.already',
  cancelled: 'door.reason.cancelled',
  unpaid: 'door.reason.unpaid',
  unknown: 'door.reason.unknown',
  forged: 'door.reason.forged',
  invalid: 'door.reason.invalid',
  wrongDay: 'door.reason.wrongDay',
  notForThis: 'door.reason.notForThis',
};

/** A seminar's list may have marked someone present by hand (no device), or before marks had times (neither). */
const alreadyKey = (answer: DoorAnswer): DoorKey =>
  !answer.admittedAt ? 'door.reason.alreadyMarked' : answer.admittedDevice ? 'door.reason.already' : 'door.reason.alreadyAt';

export default function DoorScanner({ loaderData }: Route.ComponentProps) {
  const t = useDoorT();
  const locale = useLocale();
  const tz = useTimeZone();
  const sync = useDoorSync(loaderData.list);
  const hydrated = useHydrated();
  const [edited, setDevice] = useState<string | null>(null);
  const device = edited ?? (hydrated ? storedDeviceName(t('door.defaultDevice')) : '');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  // '' is the conference entrance; otherwise the id of one of today's seminars.
  const [mode, setMode] = useState('');
  const modeId = useId();
  const last = useRef({ text: '', at: 0 });
  const deviceId = useId();
  const codeId = useId();
  const time = useCallback(
    (iso: string | null) =>
      iso ? new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone: tz }).format(new Date(iso)) : '',
    [locale, tz],
  );

  useEffect(() => registerDoorWorker(), []);

  const check = useCallback(
    async (text: string) => {
      const now = Date.now();
      if (!text.trim() || (text === last.current.text && now - last.current.at < REPEAT_MS)) return;
      last.current = { text, at: now };
      setBusy(true);
      try {
        setAnswer(await sync.scan(text, device.trim() || '?', mode ? Number(mode) : undefined));
      } finally {
        setBusy(false);
      }
    },
    [sync, device, mode],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    last.current = { text: '', at: 0 };
    void check(typed).then(() => setTyped(''));
  };

  const ok = answer?.result === 'admitted';
  const reason = answer
    ? answer.offline && answer.result === 'unknown'
      ? t(mode ? 'door.reason.seminarOffline' : 'door.reason.offlineUnknown')
      : t(answer.result === 'already' ? alreadyKey(answer) : REASON[answer.result], {
          code: answer.code ?? '',
          time: time(answer.admittedAt),
          device: answer.admittedDevice ?? '',
        })
    : '';

  return (
    <main id="main" className="door-page">
      <header className="door-head">
        <h1>{t('door.title')}</h1>
        <p className={sync.online ? 'door-status door-online' : 'door-status door-offline'} role="status">
          {sync.online ? t('door.online') : t('door.offline')}
          {sync.queue.length ? ` · ${t('door.queued', { count: sync.queue.length })}` : ''}
        </p>
      </header>

      {loaderData.seminars.length ? (
        <div className="door-mode">
          <label htmlFor={modeId}>{t('door.mode')}</label>
          <select
            id={modeId}
            className="field-input"
            value={mode}
            onChange={(e) => {
              setMode(e.currentTarget.value);
              setAnswer(null);
            }}
          >
            <option value="">{t('door.modeConference')}</option>
            {loaderData.seminars.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {time(s.start)} {localized(s.name, s.name_en, locale)}
              </option>
            ))}
          </select>
          {mode ? (
            <a href={href('CheckIn', { id: mode }, locale)} className="text-link">
              {t('door.toList')}
            </a>
          ) : null}
        </div>
      ) : null}

      <section
        className={answer ? (ok ? 'door-answer door-answer-ok' : 'door-answer door-answer-bad') : 'door-answer'}
        aria-live="assertive"
        aria-atomic="true"
        data-result={answer?.result ?? ''}
      >
        {answer ? (
          <>
            <p className="door-verdict">
              <span aria-hidden="true">{ok ? '✓ ' : '✕ '}</span>
              {ok ? (answer.offline ? t('door.validOffline') : t('door.valid')) : t('door.refused')}
            </p>
            <p className="door-reason">{reason}</p>
            {answer.holderName ? <p className="door-holder">{t('door.holder', { name: answer.holderName })}</p> : null}
          </>
        ) : (
          <p className="door-idle">{t('door.typedHint')}</p>
        )}
      </section>

      <QrCamera onText={(text) => void check(text)} />

      <form className="door-typed" onSubmit={submit}>
        <label htmlFor={codeId}>{t('door.typed')}</label>
        <div className="door-typed-row">
          <input
            id={codeId}
            name="code"
            className="field-input"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={loaderData.constraints.text?.maxLength}
          />
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy ? t('door.checking') : t('door.check')}
          </button>
        </div>
      </form>

      {mode ? null : <p className="door-count">{t('door.count', { admitted: sync.admitted, total: sync.valid })}</p>}

      {sync.late.length ? (
        <section className="door-late" aria-labelledby="door-late-title">
          <h2 id="door-late-title">{t('door.lateTitle')}</h2>
          <ul role="list">
            {sync.late.map((l) => (
              <li key={`${l.code}-${l.scannedAt}`}>
                {l.result === 'already'
                  ? t('door.late', {
                      code: l.code,
                      time: time(l.scannedAt),
                      device: l.firstDevice ?? '?',
                      first: time(l.firstAt),
                    })
                  : t('door.lateRefused', {
                      code: l.code,
                      time: time(l.scannedAt),
                      reason: t(REASON[l.result], { code: l.code }),
                    })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="door-device">
        <label htmlFor={deviceId}>{t('door.device')}</label>
        <input
          id={deviceId}
          className="field-input"
          value={device}
          maxLength={loaderData.constraints.device?.maxLength}
          onChange={(e) => {
            setDevice(e.currentTarget.value);
            localStorage.setItem(DEVICE_KEY, e.currentTarget.value);
          }}
          aria-describedby={`${deviceId}-hint`}
        />
        <p id={`${deviceId}-hint`} className="field-hint">
          {t('door.deviceHint')}
        </p>
      </div>
      <p className="door-saved">{t('door.listSaved', { time: time(sync.readAt) })}</p>
    </main>
  );
}
