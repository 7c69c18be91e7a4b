import type { MessageKey } from '../i18n/messages/cs';
import { useT } from '../i18n/use-t';
import { externalUrl, type LinkKind } from '../text/external-url';

const LINKS: { kind: LinkKind; label: MessageKey }[] = [
  { kind: 'twitter', label: 'speaker.twitter' },
  { kind: 'linkedin', label: 'speaker.linkedin' },
  { kind: 'website', label: 'speaker.website' },
];

type Props = { name: string; twitter?: string | null; linkedin?: string | null; website?: string | null };

/** A person's Twitter, LinkedIn and web links (only valid http(s) ones), opening in a new window. */
export function PersonLinks({ name, ...values }: Props) {
  const t = useT();
  const links = LINKS.flatMap(({ kind, label }) => {
    const url = externalUrl(values[kind], kind);
    return url ? [{ kind, url, label: t(label) }] : [];
  });
  if (!links.length) return null;
  return (
    <ul className="person-links" role="list" aria-label={`${t('speaker.links')}: ${name}`}>
      {links.map((link) => (
        <li key={link.kind}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`person-link person-link-${link.kind}`}
            aria-label={t('link.newWindow', { label: link.label })}
          >
            <LinkIcon kind={link.kind} />
            <span>{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function LinkIcon({ kind }: { kind: LinkKind }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'twitter' ? (
        <path d="M22 5.8c-.7.3-1.5.5-2.3.6.8-.5 1.5-1.3 1.8-2.2-.8.5-1.7.8-2.6 1a4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.6a4.1 4.1 0 0 0 1.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1.5 1.6 2.1 2.8 3.9 2.9A8.3 8.3 0 0 1 2 18.4 11.7 11.7 0 0 0 8.3 20c7.5 0 11.7-6.2 11.7-11.7v-.5c.8-.6 1.5-1.3 2-2z" />
      ) : kind === 'linkedin' ? (
        <>
          <rect x="3" y="3" width="18" height="18" rx="3" />
          <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </>
      )}
    </svg>
  );
}
