import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SiteImage } from '../../core/site/site-image';
import { localeFromPath } from '../i18n/locale';
import { localized } from '../i18n/localized';
import { BROUGHT_TEXT_PACKS } from '../i18n/text-packs';
import { bringTexts } from '../i18n/translate';
import { useLocale, useT } from '../i18n/use-t';
import { PersonPhoto } from './person-photo';
import type { ModalPerson } from './speaker-modal';

export type CarouselPatron = {
  id: number;
  name: string;
  job: string | null;
  job_en: string | null;
  website: string | null;
  image: SiteImage | null;
  /** Sanitized HTML. */
  description: string;
  description_en: string;
};

// The patron's modal is closed when the page arrives: its script (with the links and the rich
// text it shows) comes when the visitor points at or focuses a "more" button, or presses one, and
// it is rendered from the first opening on (decision 202). As `dialogOnDemand` does (decision
// 177), without its module: the home page would load that as a script of its own.
let loadingModal: ReturnType<typeof loadModal> | null = null;
// The modal's few texts (its close button, a link's new window) come with it (decision 206).
const loadModal = () =>
  Promise.all([
    import('./speaker-modal'),
    bringTexts(localeFromPath(window.location.pathname), BROUGHT_TEXT_PACKS['app/components/speaker-modal.tsx']),
  ]).then(([m]) => ({ default: m.SpeakerModal }));
const preloadModal = () => void (loadingModal ??= loadModal());
const SpeakerModal = lazy(() => (loadingModal ??= loadModal()));

/** How long a slide stays before the next one. */
export const AUTOPLAY_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
// The server does not know; it renders without autoplay, as for reduced motion.
const useReducedMotion = () =>
  useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );

/**
 * The patrons in patrons_order as a carousel (spec 2.3): 1 to 4 slides by width (CSS), a
 * scroll-snapping track that also swipes and scrolls without JavaScript, previous and next
 * buttons that wrap around, and autoplay that stops on hover and focus, while the modal is
 * open, when the visitor presses stop, and never starts for prefers-reduced-motion.
 */
export function PatronCarousel({ patrons }: { patrons: CarouselPatron[] }) {
  const t = useT();
  const locale = useLocale();
  const trackRef = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<'auto' | 'play' | 'stop'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [overflows, setOverflows] = useState(true);
  const [opened, setOpened] = useState<CarouselPatron | null>(null);
  const [modalWanted, setModalWanted] = useState(false);
  if (opened && !modalWanted) setModalWanted(true);

  const wantsPlay = choice === 'play' || (choice === 'auto' && !reducedMotion);
  const running = wantsPlay && overflows && !hovered && !focused && opened === null;

  // Controls only when there is more than fits (e.g. four patrons on a wide screen fit).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new ResizeObserver(() => setOverflows(track.scrollWidth > track.clientWidth + 1));
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  const step = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const slides = track.children;
    const first = slides[0] as HTMLElement | undefined;
    const second = slides[1] as HTMLElement | undefined;
    if (!first) return;
    const width = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
    const end = track.scrollWidth - track.clientWidth;
    const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';
    // Past either end it wraps around.
    if (direction > 0 && track.scrollLeft >= end - 4) track.scrollTo({ left: 0, behavior });
    else if (direction < 0 && track.scrollLeft <= 4) track.scrollTo({ left: end, behavior });
    else track.scrollBy({ left: direction * width, behavior });
  };

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => step(1), AUTOPLAY_MS);
    return () => clearInterval(timer);
    // step reads the DOM and reducedMotion at call time; restarting on each render is not wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);

  if (patrons.length === 0) return null;
  const modalPerson: ModalPerson | null = opened
    ? {
        name: opened.name,
        job: localized(opened.job, opened.job_en, locale),
        image: opened.image,
        website: opened.website,
        description: localized(opened.description, opened.description_en, locale),
      }
    : null;

  return (
    <section className="section section-alt" aria-labelledby="patrons-title" aria-roledescription={t('carousel.roleDescription')}>
      <div
        className="container"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <div className="section-head carousel-head">
          <h2 id="patrons-title" className="section-title">
            {t('home.patronsTitle')}
          </h2>
          {overflows ? (
            <div className="carousel-controls">
              <button
                type="button"
                className="icon-button"
                aria-label={wantsPlay ? t('carousel.pause') : t('carousel.play')}
                title={wantsPlay ? t('carousel.pause') : t('carousel.play')}
                onClick={() => setChoice(wantsPlay ? 'stop' : 'play')}
              >
                {wantsPlay ? <PauseIcon /> : <PlayIcon />}
              </button>
              <button
                type="button"
                className="icon-button"
                aria-controls="patrons-track"
                aria-label={t('carousel.previous')}
                title={t('carousel.previous')}
                onClick={() => step(-1)}
              >
                <ArrowIcon direction="left" />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-controls="patrons-track"
                aria-label={t('carousel.next')}
                title={t('carousel.next')}
                onClick={() => step(1)}
              >
                <ArrowIcon direction="right" />
              </button>
            </div>
          ) : null}
        </div>
        {/* While it moves by itself, changes are not announced; when stopped, they are. */}
        <ul id="patrons-track" className="carousel-track" role="list" aria-live={running ? 'off' : 'polite'} ref={trackRef}>
          {patrons.map((patron) => (
            <li key={patron.id} className="carousel-slide">
              {/* Below the fold on every screen: an eager photo would be preloaded ahead of the page's own picture. */}
              <PersonPhoto name={patron.name} image={patron.image} loading="lazy" />
              <h3 className="patron-name">{patron.name}</h3>
              {patron.job ? <p className="patron-job">{localized(patron.job, patron.job_en, locale)}</p> : null}
              <button
                type="button"
                className="button button-small button-ghost carousel-more"
                aria-haspopup="dialog"
                aria-label={t('patron.moreLabel', { name: patron.name })}
                onPointerEnter={preloadModal}
                onFocus={preloadModal}
                onClick={() => setOpened(patron)}
              >
                {t('patron.more')}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {modalWanted ? (
        <Suspense fallback={null}>
          <SpeakerModal person={modalPerson} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 6v12M15 6v12" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l10.5-6.5z" />
    </svg>
  );
}
