import type { Homepage, HomepagePartner } from '../../../../core/site/get-homepage';
import type { PartnerGroup } from '../../../../db/schema';
import { Image, sizesAtHeight } from '../../../components/ui/image';
import { useT } from '../../../i18n/use-t';

// The spec's three grid sizes: big logos for the main partners, small for media and supporters.
const size = (group: PartnerGroup) =>
  group === 'main'
    ? 'logos-big'
    : group === 'media' || group === 'supporting' || group === 'main media'
      ? 'logos-small'
      : 'logos-default';

// home-people.css: each size's logo height (max-height, the width follows the logo), in rem.
const LOGO_HEIGHT = { 'logos-big': 6, 'logos-default': 4.5, 'logos-small': 3 } as const;

/** Partner logos by group; each links out to the partner. */
export function PartnerLogos({ groups }: { groups: Homepage['partnerGroups'] }) {
  const t = useT();
  if (groups.length === 0) return null;
  return (
    <section className="section partners" aria-labelledby="partners-title">
      <div className="container">
        <h2 id="partners-title" className="section-title">
          {t('home.partnersTitle')}
        </h2>
        {groups.map(({ group, partners }) => (
          <section key={group} className="partner-group" aria-labelledby={`partners-${group.replace(' ', '-')}`}>
            <h3 id={`partners-${group.replace(' ', '-')}`} className="partner-group-title">
              {t(`partners.${group}`)}
            </h3>
            <ul className={`logo-grid ${size(group)}`} role="list">
              {partners.map((partner) => (
                <li key={partner.id}>
                  <PartnerLogo partner={partner} height={LOGO_HEIGHT[size(group)]} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

function PartnerLogo({ partner, height }: { partner: HomepagePartner; height: number }) {
  const t = useT();
  const content = partner.image ? (
    <Image image={partner.image} alt={partner.name} sizes={sizesAtHeight(partner.image, height)} loading="lazy" />
  ) : (
    <span className="logo-name">{partner.name}</span>
  );
  if (!partner.link) return <span className="logo-tile">{content}</span>;
  return (
    <a
      className="logo-tile"
      href={partner.link}
      target="_blank"
      rel="noopener noreferrer"
      title={t('home.partnerLink', { name: partner.name })}
    >
      {content}
    </a>
  );
}
