import { Link } from '../ui/link';
import { useAdminT } from '../../i18n/admin-t';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';

type Props = {
  /** The language of the page on screen. */
  current: 'cs' | 'en';
  /** The other language's page, or null while it does not exist. */
  otherId: number | null;
  onCreate: () => void;
  /** Creating is off while it runs and while the form has unsaved edits. */
  creating: boolean;
  /** Fills the form with the Czech version's title and text (an English page whose Czech version exists). */
  onCopyFromCzech?: (() => void) | undefined;
};

const LANGUAGES = [
  { id: 'cs', label: 'Čeština' },
  { id: 'en', label: 'English' },
] as const;

/**
 * The language versions of one page side by side (decision 084): each language is its own
 * record, so each tab is a link to that record's own screen, and a save on one never writes
 * the other. The missing language offers to be created.
 */
export function PageLanguageTabs({ current, otherId, onCreate, creating, onCopyFromCzech }: Props) {
  const t = useAdminT();
  const locale = useLocale();
  return (
    <div className="language-tabs">
      <nav aria-label={t('pages.languages')}>
        <ul role="list">
          {LANGUAGES.map((language) => (
            <li key={language.id}>
              {language.id === current ? (
                <span className="language-tab" aria-current="page" lang={language.id}>
                  {language.label}
                </span>
              ) : otherId !== null ? (
                <Link className="language-tab" to={href('AdminPageDetail', { id: otherId }, locale)} lang={language.id}>
                  {language.label}
                </Link>
              ) : (
                <button type="button" className="language-tab language-tab-missing" onClick={onCreate} disabled={creating}>
                  {t(language.id === 'en' ? 'pages.createEnglish' : 'pages.createCzech')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {onCopyFromCzech ? (
        <button type="button" className="button button-ghost" onClick={onCopyFromCzech}>
          {t('pages.copyFromCzech')}
        </button>
      ) : null}
    </div>
  );
}
