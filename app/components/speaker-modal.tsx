import { useEffect, useId, useRef } from 'react';
import type { SiteImage } from '../../core/site/site-image';
import { useT } from '../i18n/use-t';
import { PersonLinks } from './person-links';
import { PersonPhoto } from './person-photo';
import { RichText } from './rich-text';

/** What the modal shows, already in the page's language; `description` is sanitized HTML. */
export type ModalPerson = {
  name: string;
  job: string | null;
  image: SiteImage | null;
  twitter?: string | null;
  linkedin?: string | null;
  website?: string | null;
  description: string;
};

/**
 * The speaker modal (spec 2.3): photo, name, job, links and description. A native modal
 * <dialog>: the rest of the page is inert while it is open, Tab stays inside, Escape and a
 * click on the backdrop close it, and focus goes back to what opened it.
 */
export function SpeakerModal({ person, onClose }: { person: ModalPerson | null; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (person && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!person && dialog.open) {
      dialog.close();
    }
  }, [person]);

  return (
    <dialog
      ref={dialogRef}
      className="speaker-modal"
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        opener.current?.focus();
        opener.current = null;
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on the backdrop around the content box.
        if (event.target === dialogRef.current) dialogRef.current.close();
      }}
    >
      {person ? (
        <div className="speaker-modal-body">
          <button
            type="button"
            className="icon-button speaker-modal-close"
            aria-label={t('modal.close')}
            title={t('modal.close')}
            onClick={() => dialogRef.current?.close()}
          >
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
          <div className="speaker-modal-head">
            <PersonPhoto name={person.name} image={person.image} size="large" />
            <div>
              <h2 id={titleId} className="speaker-modal-name">
                {person.name}
              </h2>
              {person.job ? <p className="person-job">{person.job}</p> : null}
              <PersonLinks name={person.name} twitter={person.twitter} linkedin={person.linkedin} website={person.website} />
            </div>
          </div>
          <RichText html={person.description} />
        </div>
      ) : null}
    </dialog>
  );
}
