import slugify from '@sindresorhus/slugify';
import { exhibitorEditors, exhibitors } from '../schema';
import { DEMO_USERS } from './facts';
import { colourAt, logoSvg } from './images';
import type { SeedContext } from './seed-context';

type Exhibitor = Omit<typeof exhibitors.$inferInsert, 'slug' | 'slug_en'> & { id: number; short: string };

/**
 * Exhibitors and organisers of events. Ids 12 to 15 are not public: they organise events but
 * are not listed on the innovation fair.
 */
export const EXHIBITORS: Exhibitor[] = [
  {
    id: 1,
    name: 'Asociace inovačního podnikání ČR',
    name_en: 'Association of Innovative Entrepreneurship CZ',
    short: 'AIP ČR',
    ispublic: true,
    person: 'Ing. Alena Kovářová',
    phone: '+420 221 000 101',
    email: 'info@aipcr.example',
    description:
      '<p><strong>Asociace inovačního podnikání ČR</strong> je hlavním pořadatelem Týdne inovací ČR. Od roku 1993 propojuje výzkumné organizace, univerzity, firmy a veřejnou správu a podporuje přenos nových poznatků do praxe.</p><p>Na veletrhu představí program podpory inovačních firem, síť regionálních inovačních center a výsledky soutěže Česká hlava. Více na <a href="https://www.aipcr.example">www.aipcr.example</a>.</p>',
    description_en:
      '<p>The <strong>Association of Innovative Entrepreneurship CZ</strong> is the main organiser of Innovation Week. Since 1993 it has connected research organisations, universities, companies and public administration, and helped new knowledge reach practice.</p><p>At the fair it presents its programme for innovative companies, the network of regional innovation centres and the results of the Czech Head award. More at <a href="https://www.aipcr.example">www.aipcr.example</a>.</p>',
  },
  {
    id: 2,
    name: 'H2 Moravia, a.s.',
    name_en: 'H2 Moravia plc',
    short: 'H2 Moravia',
    ispublic: true,
    person: 'Martin Dvořák',
    phone: '+420 731 222 333',
    email: 'kontakt@h2moravia.example',
    description:
      '<p><strong>H2 Moravia</strong> vyvíjí elektrolyzéry a plnicí stanice pro vodíkovou mobilitu. V Ostravě provozujeme pilotní linku na výrobu zeleného vodíku z fotovoltaiky a spolupracujeme s dopravními podniky na nasazení vodíkových autobusů.</p><p>Hledáme partnery z průmyslu, kteří chtějí dekarbonizovat výrobu. <a href="https://www.h2moravia.example">Prohlédněte si naše projekty</a>.</p>',
    description_en:
      '<p><strong>H2 Moravia</strong> develops electrolysers and refuelling stations for hydrogen mobility. In Ostrava we run a pilot line producing green hydrogen from solar power and work with transport operators on bringing hydrogen buses into service.</p><p>We are looking for industrial partners who want to decarbonise production. <a href="https://www.h2moravia.example">See our projects</a>.</p>',
  },
  {
    id: 3,
    name: 'Centrum umělé inteligence Praha',
    name_en: 'Prague AI Centre',
    short: 'AI Praha',
    ispublic: true,
    person: 'doc. Ing. Jana Procházková, Ph.D.',
    phone: '+420 224 350 350',
    email: 'info@aicentrum.example',
    description:
      '<p>Výzkumné centrum zaměřené na <strong>strojové učení, robotiku a zpracování přirozeného jazyka</strong>. Pomáháme firmám převést výsledky výzkumu do produktů: od studie proveditelnosti přes prototyp až po nasazení.</p><p>Na veletrhu ukážeme robotickou ruku učící se z demonstrace a český jazykový model pro veřejnou správu.</p>',
    description_en:
      '<p>A research centre for <strong>machine learning, robotics and natural language processing</strong>. We help companies turn research into products: from a feasibility study to a prototype and deployment.</p><p>At the fair we show a robotic arm that learns from demonstration and a Czech language model for public administration.</p>',
  },
  {
    id: 4,
    name: 'SmartCity Lab Brno, z.ú.',
    name_en: 'SmartCity Lab Brno',
    short: 'SmartCity Lab',
    ispublic: true,
    person: 'Lucie Svobodová',
    phone: '+420 605 333 444',
    email: 'lab@smartcitybrno.example',
    description:
      '<p>Městská laboratoř, ve které Brno zkouší <strong>chytrá řešení v reálném provozu</strong>: senzory kvality ovzduší, chytré parkování, digitální dvojče města i participativní rozpočet.</p>',
    description_en:
      '<p>A city laboratory where Brno tries out <strong>smart solutions in real operation</strong>: air-quality sensors, smart parking, a digital twin of the city and participatory budgeting.</p>',
  },
  {
    id: 5,
    name: 'Orbitální systémy s.r.o.',
    name_en: 'Orbital Systems Ltd.',
    short: 'OrbitSys',
    ispublic: true,
    person: 'Ing. Tomáš Beneš',
    phone: '+420 777 515 151',
    email: 'hello@orbitsys.example',
    description:
      '<p><strong>Orbitální systémy</strong> navrhují a staví malé družice formátu CubeSat a zpracovávají družicová data pro zemědělství a krizové řízení. Naše první družice startuje v roce 2022.</p><p>Nabízíme stáže pro studenty technických oborů.</p>',
    description_en:
      '<p><strong>Orbital Systems</strong> designs and builds CubeSat small satellites and processes satellite data for agriculture and crisis management. Our first satellite launches in 2022.</p><p>We offer internships for engineering students.</p>',
  },
  {
    id: 6,
    name: 'MedTech Cluster CZ',
    name_en: 'MedTech Cluster CZ',
    short: 'MedTech',
    ispublic: true,
    person: 'MUDr. Kateřina Malá',
    phone: '+420 606 600 660',
    email: 'office@medtechcluster.example',
    description:
      '<p>Sdružení výrobců zdravotnických prostředků, nemocnic a výzkumných týmů. Telemedicína, diagnostika a certifikace podle MDR.</p>',
    description_en:
      '<p>An association of medical device makers, hospitals and research teams. Telemedicine, diagnostics and MDR certification.</p>',
  },
  {
    id: 7,
    name: 'Agentura pro podporu inovací',
    name_en: 'Innovation Support Agency',
    short: 'API',
    ispublic: true,
    person: 'Mgr. Pavel Šimek',
    phone: '+420 234 154 100',
    email: 'podpora@inovace-agentura.example',
    description:
      '<p>Státní agentura, která spravuje programy <strong>podpory výzkumu, vývoje a inovací</strong> pro malé a střední podniky. Poradíme, jak připravit projekt do výzvy, jak spolupracovat s výzkumnou organizací a jak využít inovační vouchery.</p><p>Na stánku najdete konzultanty pro všechny regiony a aktuální harmonogram výzev na rok 2022. <a href="https://www.inovace-agentura.example/vyzvy">Přehled výzev</a></p>',
    description_en:
      '<p>A state agency running <strong>research, development and innovation support</strong> programmes for small and medium-sized enterprises. We advise on preparing a project for a call, working with a research organisation and using innovation vouchers.</p><p>At the stand you will find consultants for every region and the schedule of calls for 2022. <a href="https://www.inovace-agentura.example/vyzvy">Calls overview</a></p>',
  },
  {
    id: 8,
    name: 'Univerzitní inovační centrum Olomouc',
    name_en: 'University Innovation Centre Olomouc',
    short: 'UIC Olomouc',
    ispublic: true,
    person: 'RNDr. Michaela Černá',
    phone: '+420 585 631 000',
    email: 'transfer@uic-olomouc.example',
    description:
      '<p>Centrum transferu technologií univerzity: patenty, licence a <strong>spin-off firmy</strong> z biotechnologií, optiky a nanomateriálů. Každý rok pomáháme založit tři až pět nových firem.</p>',
    description_en:
      '<p>The university technology transfer centre: patents, licences and <strong>spin-off companies</strong> in biotechnology, optics and nanomaterials. Each year we help found three to five new companies.</p>',
  },
  {
    id: 9,
    name: 'Startup Hub Karlín',
    name_en: 'Startup Hub Karlín',
    short: 'Hub Karlín',
    ispublic: true,
    person: 'Ondřej Kučera',
    phone: '+420 720 909 090',
    email: 'team@hubkarlin.example',
    description:
      '<p>Coworking a akcelerátor pro začínající technologické firmy. Tříměsíční program s mentory, investory a firemními partnery.</p>',
    description_en:
      '<p>Coworking and an accelerator for early-stage technology companies. A three-month programme with mentors, investors and corporate partners.</p>',
  },
  {
    id: 10,
    name: 'Energetické inovace Plzeň, z.s.',
    name_en: 'Energy Innovation Pilsen',
    short: 'EI Plzeň',
    ispublic: true,
    person: 'Ing. Radek Vlček',
    phone: '+420 377 100 200',
    email: 'info@ei-plzen.example',
    description:
      '<p>Spolek firem a výzkumníků z Plzeňského kraje pro <strong>akumulaci energie, chytré sítě a komunitní energetiku</strong>. Provozujeme zkušební bateriové úložiště o kapacitě 2 MWh a testovací polygon pro nabíjení elektromobilů.</p><p>Zveme obce, které uvažují o vlastní energetické komunitě.</p>',
    description_en:
      '<p>An association of companies and researchers from the Pilsen Region for <strong>energy storage, smart grids and community energy</strong>. We run a 2 MWh test battery storage site and a proving ground for electric-vehicle charging.</p><p>Municipalities considering their own energy community are welcome.</p>',
  },
  {
    id: 11,
    name: 'BioVenture Labs s.r.o.',
    name_en: 'BioVenture Labs Ltd.',
    short: 'BioVenture',
    ispublic: true,
    person: 'Mgr. Simona Kadlecová, Ph.D.',
    phone: '+420 739 456 789',
    email: 'lab@bioventure.example',
    description: '<p>Laboratoře k pronájmu a služby pro biotechnologické startupy.</p>',
    description_en: '<p>Laboratories to rent and services for biotech start-ups.</p>',
  },
  {
    id: 12,
    name: 'Kybernetická bezpečnost CZ, z.ú.',
    name_en: 'Cyber Security CZ',
    short: 'CyberSec CZ',
    ispublic: false,
    person: 'Ing. Jan Mach',
    phone: '+420 604 404 404',
    email: 'info@cybersec.example',
    description: '<p>Vzdělávání a cvičení v oblasti kybernetické bezpečnosti pro obce a nemocnice.</p>',
    description_en: '<p>Cyber security training and exercises for municipalities and hospitals.</p>',
  },
  {
    id: 13,
    name: 'Mobilita 2030, z.s.',
    name_en: 'Mobility 2030',
    short: 'Mobilita 2030',
    ispublic: false,
    person: 'Martin Dvořák',
    phone: '+420 731 222 333',
    email: 'info@mobilita2030.example',
    description:
      '<p>Platforma dopravních podniků, měst a výrobců pro <strong>bezemisní a sdílenou mobilitu</strong>. Připravujeme společné zkušební provozy autonomních minibusů a sdílení dat o dopravě mezi městy.</p>',
    description_en:
      '<p>A platform of transport operators, cities and manufacturers for <strong>zero-emission and shared mobility</strong>. We prepare joint trials of autonomous minibuses and traffic-data sharing between cities.</p>',
  },
  {
    id: 14,
    name: 'Datová akademie, o.p.s.',
    name_en: 'Data Academy',
    short: 'Data Akademie',
    ispublic: false,
    person: 'Bc. Klára Říhová',
    phone: '+420 608 808 808',
    email: 'kurzy@datova-akademie.example',
    description: '<p>Kurzy datové analýzy a strojového učení pro úředníky a učitele.</p>',
    description_en: '<p>Data analysis and machine learning courses for civil servants and teachers.</p>',
  },
  {
    id: 15,
    name: 'Regionální inovační fond Vysočina',
    name_en: 'Vysočina Regional Innovation Fund',
    short: 'RIF Vysočina',
    ispublic: false,
    person: 'Ing. Petra Holá',
    phone: '+420 564 602 100',
    email: 'fond@rif-vysocina.example',
    description: '<p>Krajský fond, který spolufinancuje inovační projekty firem z Vysočiny.</p>',
    description_en: '<p>A regional fund co-financing innovation projects of companies in the Vysočina Region.</p>',
  },
];

export const exhibitorById = (id: number): Exhibitor => {
  const found = EXHIBITORS.find((e) => e.id === id);
  if (!found) throw new Error(`Demo exhibitor ${id} does not exist`);
  return found;
};

/** The organizer account edits a public and a hidden exhibitor; the editor account a third one. */
export const EXHIBITOR_EDITORS = [
  { exhibitorId: 2, userId: DEMO_USERS.organizer.id },
  { exhibitorId: 13, userId: DEMO_USERS.organizer.id },
  { exhibitorId: 4, userId: DEMO_USERS.editor.id },
];

export async function seedExhibitors({ tx, images }: SeedContext): Promise<void> {
  const logos = await Promise.all(
    EXHIBITORS.map((e, i) =>
      images.store(logoSvg(e.short, colourAt(i), i), { name: `${slugify(e.short)}-logo.png`, alt: `Logo ${e.name}`, as: 'png' }),
    ),
  );
  await tx.insert(exhibitors).values(
    EXHIBITORS.map(({ short: _short, ...e }, i) => ({
      ...e,
      slug: slugify(e.name),
      slug_en: e.name_en ? slugify(e.name_en) : null,
      logoId: logos[i]!.id,
    })),
  );
  await tx.insert(exhibitorEditors).values(EXHIBITOR_EDITORS);
}
