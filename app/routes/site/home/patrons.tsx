import type { Homepage } from '../../../../core/site/get-homepage';
import { Image } from '../../../components/ui/image';
import { localized } from '../../../i18n/localized';
import { useLocale, useT } from '../../../i18n/use-t';

/** Patrons in the admin's patrons_order; the section disappears when none are listed. */
export function Patrons({ patrons }: { patrons: Homepage['patrons'] }) {
  const t = useT();
  const locale = useLocale();
  if (patrons.length === 0) return null;
  return (
    <section className="section section-alt" aria-labelledby="patrons-title">
      <div className="container">
        <h2 id="patrons-title" className="section-title">
          {t('home.patronsTitle')}
        </h2>
        <ul className="patron-list" role="list">
          {patrons.map((patron) => (
            <li key={patron.id} className="patron">
              {patron.image ? (
                <Image image={patron.image} alt={patron.name} lazy className="patron-photo" />
              ) : (
                <span className="patron-photo patron-initials" aria-hidden="true">
                  {initials(patron.name)}
                </span>
              )}
              <div>
                <h3 className="patron-name">{patron.name}</h3>
                {patron.job ? <p className="patron-job">{localized(patron.job, patron.job_en, locale)}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function initials(name: string): string {
  const words = name
    .replace(/^(?:(?:prof|doc|ing|mgr|phdr|rndr|judr|mudr|bc|dr)\.\s*)+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
