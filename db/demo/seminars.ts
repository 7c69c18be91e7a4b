import { EVENT_TYPE } from '../schema';
import { MAIN_DAY } from './facts';
import { exhibitorById } from './exhibitors';
import type { DemoEvent } from './event-rows';
import { prague } from './prague-time';

const DAY = Number(MAIN_DAY.slice(-2));

/** Slot plans of the seminar halls on the main day (local time). */
const SEVEN = [
  ['09:00', '10:00'],
  ['10:15', '11:15'],
  ['11:30', '12:30'],
  ['13:15', '14:15'],
  ['14:30', '15:30'],
  ['15:45', '16:45'],
  ['16:45', '17:30'],
] as const;
const SIX = [
  ['09:00', '10:30'],
  ['10:45', '12:00'],
  ['13:00', '14:00'],
  ['14:15', '15:15'],
  ['15:30', '16:30'],
  ['16:45', '17:30'],
] as const;

type Seminar = {
  id: number;
  hallId: 1 | 2 | 3 | 4;
  slot: readonly [string, string];
  name: string;
  name_en: string;
  lead: string;
  lead_en: string;
  exhibitorId: number;
  speakerIds: number[];
  max_users: number;
  is_premiere?: boolean;
  draft?: boolean;
};

const SEMINARS: Seminar[] = [
  // Sál Praha: artificial intelligence, data, digitalisation
  {
    id: 1,
    hallId: 1,
    slot: SEVEN[0],
    name: 'Strojové učení v průmyslové výrobě',
    name_en: 'Machine learning in industrial production',
    lead: 'Jak předpovídat poruchy strojů z dat senzorů a kde se strojové učení ve výrobě vyplatí a kde ne. Případové studie ze strojírenství a potravinářství.',
    lead_en:
      'How to predict machine failures from sensor data, and where machine learning in production pays off and where it does not. Case studies from engineering and food processing.',
    exhibitorId: 3,
    speakerIds: [1, 11],
    max_users: 60,
  },
  {
    id: 2,
    hallId: 1,
    slot: SEVEN[1],
    name: 'Jazykové modely pro českou veřejnou správu',
    name_en: 'Language models for Czech public administration',
    lead: 'Automatické třídění podání, shrnutí dokumentů a chatboti pro občany: co dnes jazykové modely umí v češtině a jak je nasadit bezpečně.',
    lead_en:
      'Automatic sorting of submissions, document summaries and chatbots for citizens: what language models can do in Czech today and how to deploy them safely.',
    exhibitorId: 3,
    speakerIds: [1, 17],
    max_users: 60,
  },
  {
    id: 3,
    hallId: 1,
    slot: SEVEN[2],
    name: 'Kybernetická bezpečnost obcí a nemocnic',
    name_en: 'Cyber security for municipalities and hospitals',
    lead: 'Ransomware zasáhl v posledních letech několik českých nemocnic. Ukážeme, jak se připravit, jak cvičit krizové situace a kde hledat pomoc.',
    lead_en:
      'Ransomware has hit several Czech hospitals in recent years. We show how to prepare, how to rehearse a crisis and where to find help.',
    exhibitorId: 12,
    speakerIds: [16, 28],
    max_users: 40,
  },
  {
    id: 4,
    hallId: 1,
    slot: SEVEN[3],
    name: 'Otevřená data v praxi',
    name_en: 'Open data in practice',
    lead: 'Jak zveřejňovat data tak, aby je firmy a výzkumníci skutečně používali. Příklady z měst, krajů a ministerstev.',
    lead_en:
      'How to publish data so that companies and researchers actually use it. Examples from cities, regions and ministries.',
    exhibitorId: 14,
    speakerIds: [17, 23],
    max_users: 40,
  },
  {
    id: 5,
    hallId: 1,
    slot: SEVEN[4],
    name: 'Roboti a lidé na jedné lince',
    name_en: 'Robots and people on one line',
    lead: 'Premiéra záznamu přednášky o kolaborativních robotech: bezpečnost, ergonomie a přijetí novinek zaměstnanci. Po projekci živá diskuse s autorem.',
    lead_en:
      'The premiere of a recorded lecture on collaborative robots: safety, ergonomics and how staff accept change. A live discussion with the author follows.',
    exhibitorId: 3,
    speakerIds: [9, 11],
    max_users: 50,
    is_premiere: true,
  },
  {
    id: 6,
    hallId: 1,
    slot: SEVEN[5],
    name: 'Umělá inteligence v diagnostice',
    name_en: 'Artificial intelligence in diagnostics',
    lead: 'Algoritmy pro čtení EKG a snímků plic už pomáhají lékařům. Jak je certifikovat podle MDR a jak je začlenit do práce oddělení?',
    lead_en:
      'Algorithms reading ECGs and lung scans already help physicians. How to certify them under the MDR and how to fit them into a ward’s work?',
    exhibitorId: 6,
    speakerIds: [5, 22],
    max_users: 40,
  },
  {
    id: 7,
    hallId: 1,
    slot: SEVEN[6],
    name: 'Jak financovat AI startup',
    name_en: 'Financing an AI start-up',
    lead: 'Investoři a zakladatelé o tom, kolik peněz potřebuje firma stavějící na umělé inteligenci, kdy je brát a od koho.',
    lead_en:
      'Investors and founders on how much money a company building on artificial intelligence needs, when to raise it and from whom.',
    exhibitorId: 9,
    speakerIds: [13, 21],
    max_users: 30,
  },
  // Sál Brno: energy and hydrogen
  {
    id: 8,
    hallId: 2,
    slot: SIX[0],
    name: 'Zelený vodík z fotovoltaiky',
    name_en: 'Green hydrogen from solar power',
    lead: 'Výsledky prvního roku provozu pilotní linky v Ostravě: účinnost elektrolýzy, náklady na kilogram vodíku a co bude dál.',
    lead_en:
      'Results of the first year of the pilot line in Ostrava: electrolysis efficiency, the cost per kilogram of hydrogen and what comes next.',
    exhibitorId: 2,
    speakerIds: [2, 8],
    max_users: 50,
  },
  {
    id: 9,
    hallId: 2,
    slot: SIX[1],
    name: 'Vodíkové autobusy v městské dopravě',
    name_en: 'Hydrogen buses in urban transport',
    lead: 'Dopravní podniky sdílejí zkušenosti se zkušebním provozem vodíkových autobusů: spolehlivost, plnění a zimní provoz.',
    lead_en:
      'Transport operators share their experience from trial runs of hydrogen buses: reliability, refuelling and winter operation.',
    exhibitorId: 2,
    speakerIds: [2, 26],
    max_users: 20,
  },
  {
    id: 10,
    hallId: 2,
    slot: SIX[2],
    name: 'Bateriová úložiště pro obce',
    name_en: 'Battery storage for municipalities',
    lead: 'Kdy se obci vyplatí vlastní baterie, jak ji dimenzovat a jak ji propojit s fotovoltaikou na střechách škol a úřadů.',
    lead_en:
      'When a municipality benefits from its own battery, how to size it and how to connect it to solar panels on schools and town halls.',
    exhibitorId: 10,
    speakerIds: [14, 30],
    max_users: 40,
  },
  {
    id: 11,
    hallId: 2,
    slot: SIX[3],
    name: 'Energetické komunity: sdílení elektřiny v praxi',
    name_en: 'Energy communities: sharing electricity in practice',
    lead: 'Nová legislativa umožní sdílet elektřinu mezi sousedy. Jak založit komunitu, jak rozdělit výnosy a jaké jsou první zkušenosti ze zahraničí.',
    lead_en:
      'New legislation will allow neighbours to share electricity. How to found a community, how to split the proceeds and what the first experiences abroad show.',
    exhibitorId: 10,
    speakerIds: [14],
    max_users: 40,
  },
  {
    id: 12,
    hallId: 2,
    slot: SIX[4],
    name: 'Dekarbonizace průmyslu',
    name_en: 'Decarbonising industry',
    lead: 'Programy podpory pro firmy, které chtějí snížit emise: elektrifikace procesů, vodík pro vysokoteplotní ohřev a zachytávání CO₂.',
    lead_en:
      'Support programmes for companies that want to cut emissions: electrifying processes, hydrogen for high-temperature heat and CO₂ capture.',
    exhibitorId: 7,
    speakerIds: [6, 2],
    max_users: 50,
  },
  {
    id: 13,
    hallId: 2,
    slot: SIX[5],
    name: 'Nové materiály pro baterie',
    name_en: 'New materials for batteries',
    lead: 'Sodíkové a pevnolátkové baterie z českých laboratoří: jak daleko jsou od průmyslové výroby.',
    lead_en: 'Sodium and solid-state batteries from Czech laboratories: how far they are from industrial production.',
    exhibitorId: 8,
    speakerIds: [30, 15],
    max_users: 40,
  },
  {
    id: 26,
    hallId: 2,
    slot: ['12:00', '12:45'],
    name: 'Vodíková údolí v Evropě',
    name_en: 'Hydrogen valleys in Europe',
    lead: 'Připravujeme: jak vznikají regionální vodíková údolí a jak se do nich zapojit.',
    lead_en: 'In preparation: how regional hydrogen valleys come about and how to join one.',
    exhibitorId: 2,
    speakerIds: [8],
    max_users: 30,
    draft: true,
  },
  // Sál Ostrava: smart cities and mobility
  {
    id: 14,
    hallId: 3,
    slot: SIX[0],
    name: 'Digitální dvojče města',
    name_en: 'A digital twin of the city',
    lead: 'Trojrozměrný model města propojený s daty o dopravě, energiích a ovzduší pomáhá plánovat stavby i řešit havárie. Ukázky z Brna a Ostravy.',
    lead_en:
      'A 3D model of the city linked to traffic, energy and air data helps plan construction and handle emergencies. Demonstrations from Brno and Ostrava.',
    exhibitorId: 4,
    speakerIds: [18, 3],
    max_users: 60,
  },
  {
    id: 15,
    hallId: 3,
    slot: SIX[1],
    name: 'Chytré parkování a sdílená data',
    name_en: 'Smart parking and shared data',
    lead: 'Senzory obsazenosti, dynamické ceny a jedna aplikace pro celé město: co funguje a na co si dát pozor při zadávání zakázky.',
    lead_en: 'Occupancy sensors, dynamic pricing and one app for the whole city: what works and what to watch for in the tender.',
    exhibitorId: 4,
    speakerIds: [3, 23],
    max_users: 40,
  },
  {
    id: 16,
    hallId: 3,
    slot: SIX[2],
    name: 'Autonomní minibusy: zkušenosti z provozu',
    name_en: 'Autonomous minibuses: lessons from operation',
    lead: 'Půl roku zkušebního provozu autonomního minibusu v areálu nemocnice: technika, legislativa a reakce cestujících.',
    lead_en: 'Six months of an autonomous minibus trial on a hospital campus: technology, legislation and passenger reactions.',
    exhibitorId: 13,
    speakerIds: [20, 26],
    max_users: 40,
  },
  {
    id: 17,
    hallId: 3,
    slot: SIX[3],
    name: 'Participace občanů v chytrém městě',
    name_en: 'Citizen participation in a smart city',
    lead: 'Participativní rozpočty, hlášení závad a otevřené plánování: jak zapojit obyvatele, aby technologie sloužily jim.',
    lead_en: 'Participatory budgets, fault reporting and open planning: how to involve residents so that technology serves them.',
    exhibitorId: 4,
    speakerIds: [3, 18],
    max_users: 40,
  },
  {
    id: 18,
    hallId: 3,
    slot: SIX[4],
    name: 'Chytrá voda: měření a detekce úniků',
    name_en: 'Smart water: metering and leak detection',
    lead: 'Dálkové odečty vodoměrů a strojové učení odhalí únik dřív, než se projeví na povrchu. Zkušenosti vodáren z jižní Moravy.',
    lead_en:
      'Remote meter reading and machine learning find a leak before it shows on the surface. Experience of waterworks in South Moravia.',
    exhibitorId: 4,
    speakerIds: [23],
    max_users: 30,
  },
  {
    id: 19,
    hallId: 3,
    slot: SIX[5],
    name: 'Elektromobilita v regionech',
    name_en: 'Electromobility in the regions',
    lead: 'Nabíjecí infrastruktura mimo velká města, elektromobily v obecních službách a podpora pro malé dopravce.',
    lead_en:
      'Charging infrastructure outside the big cities, electric vehicles in municipal services and support for small carriers.',
    exhibitorId: 10,
    speakerIds: [14, 20],
    max_users: 40,
  },
  // Sál Plzeň: health technology, space, universities
  {
    id: 20,
    hallId: 4,
    slot: SIX[0],
    name: 'Telemedicína po pandemii',
    name_en: 'Telemedicine after the pandemic',
    lead: 'Pandemie covidu-19 urychlila vzdálené konzultace i monitorování pacientů. Co z toho zůstane a jak to zaplatí pojišťovny?',
    lead_en:
      'The COVID-19 pandemic sped up remote consultations and patient monitoring. What will stay, and how will insurers pay for it?',
    exhibitorId: 6,
    speakerIds: [5, 22],
    max_users: 40,
  },
  {
    id: 21,
    hallId: 4,
    slot: SIX[1],
    name: 'Družicová data pro zemědělství',
    name_en: 'Satellite data for agriculture',
    lead: 'Snímky z družic Sentinel a drony pomáhají hnojit a zavlažovat přesně tam, kde je potřeba. Ukázky z farem na Vysočině.',
    lead_en:
      'Sentinel satellite images and drones help to fertilise and irrigate exactly where needed. Examples from farms in the Vysočina Region.',
    exhibitorId: 5,
    speakerIds: [4, 29],
    max_users: 40,
  },
  {
    id: 22,
    hallId: 4,
    slot: SIX[2],
    name: 'Jak založit univerzitní spin-off',
    name_en: 'How to found a university spin-off',
    lead: 'Od vynálezu k firmě: ochrana duševního vlastnictví, dohoda s univerzitou, první investor. Srovnání české a německé praxe.',
    lead_en:
      'From invention to company: intellectual property, the agreement with the university, the first investor. Czech and German practice compared.',
    exhibitorId: 8,
    speakerIds: [15, 27],
    max_users: 30,
  },
  {
    id: 23,
    hallId: 4,
    slot: SIX[3],
    name: 'Kosmické počasí a kritická infrastruktura',
    name_en: 'Space weather and critical infrastructure',
    lead: 'Sluneční bouře mohou vyřadit družice i rozvodné sítě. Jak je předpovídat a jak se na ně připravit.',
    lead_en: 'Solar storms can knock out satellites and power grids. How to forecast them and how to prepare.',
    exhibitorId: 5,
    speakerIds: [24, 4],
    max_users: 40,
  },
  {
    id: 24,
    hallId: 4,
    slot: SIX[4],
    name: 'Biotechnologické startupy: od laboratoře k trhu',
    name_en: 'Biotech start-ups: from the lab to the market',
    lead: 'Zakladatelky a zakladatelé biotechnologických firem o regulaci, financování a hledání prvních zákazníků.',
    lead_en: 'Founders of biotech companies on regulation, funding and finding the first customers.',
    exhibitorId: 11,
    speakerIds: [12, 25],
    max_users: 30,
  },
  {
    id: 25,
    hallId: 4,
    slot: SIX[5],
    name: 'Inovační vouchery a spolupráce s univerzitami',
    name_en: 'Innovation vouchers and working with universities',
    lead: 'Jak malá firma získá až 500 000 Kč na spolupráci s výzkumnou organizací a jak vybrat správného partnera.',
    lead_en:
      'How a small company can get up to CZK 500,000 for working with a research organisation, and how to choose the right partner.',
    exhibitorId: 7,
    speakerIds: [6, 15],
    max_users: 30,
  },
];

function description(s: Seminar): { cs: string; en: string } {
  return {
    cs: `<p>${s.lead}</p><p>Seminář je součástí Týdne inovací ČR 2021. Vstup se vstupenkou na semináře nebo na konferenci; kapacita je <strong>${s.max_users} míst</strong>, proto se prosím přihlaste předem.</p>`,
    en: `<p>${s.lead_en}</p><p>The seminar is part of Innovation Week Czech Republic 2021. Admission with a seminar or conference ticket; there are <strong>${s.max_users} seats</strong>, so please sign up in advance.</p>`,
  };
}

/** Professional seminars (type 1) in halls 1 to 4 on the main day; id 26 is a draft. */
export const SEMINAR_EVENTS: DemoEvent[] = SEMINARS.map((s) => {
  const organiser = exhibitorById(s.exhibitorId);
  const text = description(s);
  return {
    id: s.id,
    eventtypeId: EVENT_TYPE.seminar,
    name: s.name,
    name_en: s.name_en,
    start: prague(DAY, s.slot[0]),
    end: prague(DAY, s.slot[1]),
    hallId: s.hallId,
    exhibitorId: s.exhibitorId,
    max_users: s.max_users,
    description: text.cs,
    description_en: text.en,
    contact: organiser.person ?? undefined,
    contact_email: organiser.email ?? undefined,
    speakerIds: s.speakerIds,
    is_premiere: s.is_premiere ?? false,
    draft: s.draft ?? false,
  };
});
