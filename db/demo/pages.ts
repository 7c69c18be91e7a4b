import { menuPages, pages } from '../schema';
import { PUBLISHED_AT } from './prague-time';
import type { SeedContext } from './seed-context';

type Page = typeof pages.$inferInsert & { id: number };

/**
 * Content pages; pages with the same localizationGroup are translations of each other. Group 4
 * exists in Czech only, so its English visitors stay on the Czech page.
 */
export const PAGES: Page[] = [
  {
    id: 1,
    localizationGroup: 1,
    locale: 'cs',
    name: 'O akci',
    slug: 'o-akci',
    content:
      '<h2>Týden inovací ČR 2021</h2><p>Týden inovací je největší přehlídkou výzkumu, vývoje a inovací v Česku. Už po jedenácté propojuje vědce, firmy, univerzity, startupy a veřejnou správu.</p><p>Hlavním dnem je <strong>pondělí 11. října 2021</strong> s mezinárodní konferencí v Kongresovém sále a odbornými semináři ve čtyřech sálech. Od 4. do 24. října navíc probíhají doprovodné akce po celé republice.</p><h3>Témata ročníku</h3><ul><li>umělá inteligence a data</li><li>vodíkové technologie a energetika</li><li>chytrá města a mobilita</li><li>zdravotnické technologie</li><li>kosmický průmysl</li><li>spolupráce univerzit s firmami a startupy</li></ul><p>Pořádá <a href="https://www.aipcr.example">Asociace inovačního podnikání ČR</a>.</p>',
  },
  {
    id: 2,
    localizationGroup: 1,
    locale: 'en',
    name: 'About the event',
    slug: 'about-the-event',
    content:
      '<h2>Innovation Week Czech Republic 2021</h2><p>Innovation Week is the largest showcase of research, development and innovation in Czechia. For the eleventh time it brings together scientists, companies, universities, start-ups and public administration.</p><p>The main day is <strong>Monday 11 October 2021</strong>, with the international conference in the Congress hall and professional seminars in four halls. From 4 to 24 October accompanying events take place across the country.</p><h3>Themes of this year</h3><ul><li>artificial intelligence and data</li><li>hydrogen technology and energy</li><li>smart cities and mobility</li><li>health technology</li><li>the space industry</li><li>universities working with companies and start-ups</li></ul><p>Organised by the <a href="https://www.aipcr.example">Association of Innovative Entrepreneurship CZ</a>.</p>',
  },
  {
    id: 3,
    localizationGroup: 2,
    locale: 'cs',
    name: 'Praktické informace',
    slug: 'prakticke-informace',
    content:
      '<h2>Místo konání</h2><p>Kongresové centrum Praha, 5. května 1640/65, Praha 4. Metro C, stanice Vyšehrad.</p><h2>Registrace</h2><p>Registrace je otevřena od 8:00. Vstupenku na konferenci prosím předložte v tištěné nebo elektronické podobě.</p><h2>Semináře</h2><p>Na odborné semináře se přihlaste předem na stránce semináře; kapacita sálů je omezena.</p><h2>Hygienická opatření</h2><p>Vstup je možný s platným certifikátem o očkování, testu nebo prodělané nemoci covid-19.</p><h2>Kontakt</h2><p>Dotazy pište na <a href="mailto:info@aipcr.example">info@aipcr.example</a> nebo volejte +420 221 000 101.</p>',
  },
  {
    id: 4,
    localizationGroup: 2,
    locale: 'en',
    name: 'Practical information',
    slug: 'practical-information',
    content:
      '<h2>Venue</h2><p>Prague Congress Centre, 5. května 1640/65, Prague 4. Metro line C, Vyšehrad station.</p><h2>Registration</h2><p>Registration opens at 8:00. Please show your conference ticket printed or on your phone.</p><h2>Seminars</h2><p>Sign up for professional seminars in advance on the seminar’s page; hall capacity is limited.</p><h2>Health measures</h2><p>Entry requires a valid COVID-19 vaccination, test or recovery certificate.</p><h2>Contact</h2><p>Write to <a href="mailto:info@aipcr.example">info@aipcr.example</a> or call +420 221 000 101.</p>',
  },
  {
    id: 5,
    localizationGroup: 3,
    locale: 'cs',
    name: 'Ochrana osobních údajů',
    slug: 'ochrana-osobnich-udaju',
    content:
      '<h2>Správce údajů</h2><p>Správcem osobních údajů je Asociace inovačního podnikání ČR.</p><h2>Jaké údaje zpracováváme</h2><p>Jméno, e-mail, telefon a fakturační údaje, které uvedete při registraci, nákupu vstupenky nebo přihlášení na seminář.</p><h2>Proč</h2><p>Abychom vám mohli vystavit fakturu, pustit vás na akci a informovat organizátory seminářů, na které jste se přihlásili.</p><h2>Jak dlouho</h2><p>Údaje uchováváme po dobu nezbytnou pro pořádání akce a plnění zákonných povinností, nejdéle 10 let u účetních dokladů.</p><h2>Vaše práva</h2><p>Máte právo na přístup k údajům, jejich opravu a výmaz. Napište nám na <a href="mailto:gdpr@aipcr.example">gdpr@aipcr.example</a>.</p>',
  },
  {
    id: 6,
    localizationGroup: 3,
    locale: 'en',
    name: 'Privacy policy',
    slug: 'privacy-policy',
    content:
      '<h2>Controller</h2><p>The controller of personal data is the Association of Innovative Entrepreneurship CZ.</p><h2>What we process</h2><p>Your name, e-mail, phone and invoice details that you give when registering, buying a ticket or signing up for a seminar.</p><h2>Why</h2><p>To issue your invoice, let you into the event and inform the organisers of the seminars you signed up for.</p><h2>How long</h2><p>We keep data as long as needed to run the event and meet legal duties, at most 10 years for accounting records.</p><h2>Your rights</h2><p>You may access, correct and erase your data. Write to <a href="mailto:gdpr@aipcr.example">gdpr@aipcr.example</a>.</p>',
  },
  {
    id: 7,
    localizationGroup: 4,
    locale: 'cs',
    name: 'Pro vystavovatele',
    slug: 'pro-vystavovatele',
    content:
      '<h2>Inovační veletrh</h2><p>Stánek na inovačním veletrhu si můžete objednat do 30. září 2021. Cena zahrnuje prezentaci v katalogu a na webu.</p><p>Podklady pro katalog (logo, popis v češtině a angličtině, kontaktní osoba) zasílejte na <a href="mailto:veletrh@aipcr.example">veletrh@aipcr.example</a>.</p>',
  },
];

/** Side menu per locale. The Czech entry without a page is an orphan that must not be shown. */
export const MENU = [
  { id: 1, locale: 'cs', position: 1, pageId: 1 },
  { id: 2, locale: 'cs', position: 2, pageId: 3 },
  { id: 3, locale: 'cs', position: 3, pageId: 7 },
  { id: 4, locale: 'cs', position: 4, pageId: 5 },
  { id: 5, locale: 'cs', position: 5, pageId: null },
  { id: 6, locale: 'en', position: 1, pageId: 2 },
  { id: 7, locale: 'en', position: 2, pageId: 4 },
  { id: 8, locale: 'en', position: 3, pageId: 6 },
];

export async function seedPages({ tx }: SeedContext): Promise<void> {
  await tx.insert(pages).values(PAGES.map((p) => ({ ...p, published_at: PUBLISHED_AT })));
  await tx.insert(menuPages).values(MENU);
}
