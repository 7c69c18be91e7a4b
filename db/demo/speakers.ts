import slugify from '@sindresorhus/slugify';
import { speakerEditors, speakers } from '../schema';
import { DEMO_USERS } from './facts';
import { colourAt, portraitSvg } from './images';
import { PUBLISHED_AT } from './prague-time';
import type { SeedContext } from './seed-context';

type Speaker = {
  id: number;
  name: string;
  job: string;
  job_en: string;
  bio: string;
  bio_en: string;
  /** Twitter handle, stored as web_link (the spec shows web_link as Twitter). */
  twitter?: string;
  linkedin?: string;
  website?: string;
};

export const SPEAKERS: Speaker[] = [
  {
    id: 1,
    name: 'doc. Ing. Jana Procházková, Ph.D.',
    job: 'ředitelka, Centrum umělé inteligence Praha',
    job_en: 'Director, Prague AI Centre',
    bio: 'Vede výzkum strojového učení pro průmysl a veřejnou správu. Dříve působila v laboratořích v Mnichově a Edinburghu.',
    bio_en:
      'Leads machine learning research for industry and public administration. Previously worked in laboratories in Munich and Edinburgh.',
    twitter: 'janaprochazkova',
    linkedin: 'jana-prochazkova',
    website: 'https://www.aicentrum.example/tym/prochazkova',
  },
  {
    id: 2,
    name: 'Ing. Martin Dvořák',
    job: 'technický ředitel, H2 Moravia',
    job_en: 'CTO, H2 Moravia',
    bio: 'Patnáct let navrhuje energetická zařízení, posledních pět let elektrolyzéry. Spoluautor národní vodíkové strategie.',
    bio_en:
      'Has designed energy equipment for fifteen years, electrolysers for the last five. Co-author of the national hydrogen strategy.',
    twitter: 'mdvorak_h2',
    linkedin: 'martin-dvorak-h2',
  },
  {
    id: 3,
    name: 'Lucie Svobodová',
    job: 'vedoucí, SmartCity Lab Brno',
    job_en: 'Head, SmartCity Lab Brno',
    bio: 'Propojuje městské úřady, univerzity a firmy při testování chytrých řešení v ulicích Brna.',
    bio_en: 'Brings together city offices, universities and companies to test smart solutions in the streets of Brno.',
    linkedin: 'lucie-svobodova-smartcity',
    website: 'https://www.smartcitybrno.example',
  },
  {
    id: 4,
    name: 'Ing. Tomáš Beneš',
    job: 'zakladatel, Orbitální systémy',
    job_en: 'Founder, Orbital Systems',
    bio: 'Konstruktér malých družic a propagátor kosmického průmyslu v Česku. Absolvent kosmického inženýrství v Praze a Toulouse.',
    bio_en:
      'Small-satellite engineer and advocate of the Czech space industry. Studied space engineering in Prague and Toulouse.',
    twitter: 'tomasbenes_space',
    linkedin: 'tomas-benes-orbit',
    website: 'https://www.orbitsys.example',
  },
  {
    id: 5,
    name: 'MUDr. Kateřina Malá',
    job: 'předsedkyně, MedTech Cluster CZ',
    job_en: 'Chair, MedTech Cluster CZ',
    bio: 'Lékařka a manažerka, zavádí telemedicínu v regionálních nemocnicích.',
    bio_en: 'Physician and manager introducing telemedicine in regional hospitals.',
    linkedin: 'katerina-mala-md',
  },
  {
    id: 6,
    name: 'Mgr. Pavel Šimek',
    job: 'ředitel programů, Agentura pro podporu inovací',
    job_en: 'Programme Director, Innovation Support Agency',
    bio: 'Odpovídá za programy podpory inovací pro malé a střední podniky a za inovační vouchery.',
    bio_en: 'Responsible for innovation support programmes for SMEs and for innovation vouchers.',
    twitter: 'pavelsimek',
    linkedin: 'pavel-simek',
  },
  {
    id: 7,
    name: 'prof. RNDr. Karel Vondráček, DrSc.',
    job: 'rektor, Technická univerzita Ostrava',
    job_en: 'Rector, Technical University of Ostrava',
    bio: 'Fyzik pevných látek, rektor a dlouholetý zastánce spolupráce univerzit s průmyslem v Moravskoslezském kraji.',
    bio_en:
      'Solid-state physicist, rector and long-time champion of university–industry collaboration in the Moravian-Silesian Region.',
    website: 'https://www.tu-ostrava.example/rektor',
  },
  {
    id: 8,
    name: 'Dr. Maria Lindqvist',
    job: 'ředitelka inovací, Nordic Hydrogen Alliance',
    job_en: 'Head of Innovation, Nordic Hydrogen Alliance',
    bio: 'Švédská expertka na vodíková údolí a přeshraniční vodíkovou infrastrukturu.',
    bio_en: 'Swedish expert on hydrogen valleys and cross-border hydrogen infrastructure.',
    twitter: 'mlindqvist_h2',
    linkedin: 'maria-lindqvist',
  },
  {
    id: 9,
    name: 'Prof. Tomasz Nowak',
    job: 'profesor robotiky, Polský institut robotiky',
    job_en: 'Professor of Robotics, Polish Robotics Institute',
    bio: 'Zabývá se spoluprací lidí a robotů ve výrobě a etikou autonomních systémů.',
    bio_en: 'Works on human–robot collaboration in manufacturing and the ethics of autonomous systems.',
    linkedin: 'tomasz-nowak-robotics',
  },
  {
    id: 10,
    name: "Sarah O'Connell",
    job: 'programová manažerka, Evropský kosmický inkubátor',
    job_en: 'Programme Manager, European Space Incubator',
    bio: 'Řídí program podpory kosmických startupů v evropských zemích.',
    bio_en: 'Runs a space start-up support programme across European countries.',
    twitter: 'sarah_oconnell',
    linkedin: 'sarah-oconnell-space',
  },
  {
    id: 11,
    name: 'Ing. Petr Novotný',
    job: 'jednatel, Novotný Engineering',
    job_en: 'Managing Director, Novotný Engineering',
    bio: 'Inženýr a podnikatel, vyvíjí senzory pro prediktivní údržbu strojů.',
    bio_en: 'Engineer and entrepreneur developing sensors for predictive machine maintenance.',
    linkedin: 'petr-novotny-engineering',
    website: 'https://www.novotny-engineering.example',
  },
  {
    id: 12,
    name: 'Mgr. Simona Kadlecová, Ph.D.',
    job: 'ředitelka, BioVenture Labs',
    job_en: 'Director, BioVenture Labs',
    bio: 'Molekulární bioložka, která pomáhá vědcům zakládat biotechnologické firmy.',
    bio_en: 'Molecular biologist who helps scientists found biotech companies.',
    twitter: 'simonakadlecova',
  },
  {
    id: 13,
    name: 'Ondřej Kučera',
    job: 'zakladatel, Startup Hub Karlín',
    job_en: 'Founder, Startup Hub Karlín',
    bio: 'Sériový podnikatel a mentor, za pět let provedl akcelerátorem přes sto startupů.',
    bio_en: 'Serial entrepreneur and mentor who has guided over a hundred start-ups through the accelerator in five years.',
    twitter: 'ondrejkucera',
    linkedin: 'ondrej-kucera',
  },
  {
    id: 14,
    name: 'Ing. Radek Vlček',
    job: 'předseda, Energetické inovace Plzeň',
    job_en: 'Chairman, Energy Innovation Pilsen',
    bio: 'Energetik, vede projekty akumulace energie a komunitní energetiky v západních Čechách.',
    bio_en: 'Energy engineer leading energy storage and community energy projects in West Bohemia.',
    linkedin: 'radek-vlcek',
  },
  {
    id: 15,
    name: 'RNDr. Michaela Černá',
    job: 'vedoucí transferu technologií, UIC Olomouc',
    job_en: 'Head of Technology Transfer, UIC Olomouc',
    bio: 'Licencovala přes čtyřicet univerzitních vynálezů a založila šest spin-off firem.',
    bio_en: 'Has licensed over forty university inventions and founded six spin-off companies.',
    linkedin: 'michaela-cerna-tt',
  },
  {
    id: 16,
    name: 'Ing. Jan Mach',
    job: 'bezpečnostní architekt, Kybernetická bezpečnost CZ',
    job_en: 'Security Architect, Cyber Security CZ',
    bio: 'Připravuje kybernetická cvičení pro nemocnice a kritickou infrastrukturu.',
    bio_en: 'Prepares cyber exercises for hospitals and critical infrastructure.',
    twitter: 'janmach_sec',
  },
  {
    id: 17,
    name: 'Bc. Klára Říhová',
    job: 'lektorka, Datová akademie',
    job_en: 'Lecturer, Data Academy',
    bio: 'Učí úředníky a učitele pracovat s daty a otevřenými datovými sadami.',
    bio_en: 'Teaches civil servants and teachers to work with data and open data sets.',
    linkedin: 'klara-rihova',
  },
  {
    id: 18,
    name: 'Ing. arch. Veronika Šťastná',
    job: 'městská architektka, Ostrava',
    job_en: 'City Architect, Ostrava',
    bio: 'Prosazuje digitální dvojče města a otevřené plánování veřejného prostoru.',
    bio_en: 'Advocates a digital twin of the city and open planning of public space.',
    linkedin: 'veronika-stastna-arch',
  },
  {
    id: 19,
    name: 'Mgr. Jakub Hrubý',
    job: 'náměstek ministra průmyslu a obchodu',
    job_en: 'Deputy Minister of Industry and Trade',
    bio: 'Odpovídá za inovační politiku a podporu podnikání z evropských fondů.',
    bio_en: 'Responsible for innovation policy and business support from EU funds.',
    twitter: 'jakubhruby',
  },
  {
    id: 20,
    name: 'Dr. Ing. Eva Richterová',
    job: 'ředitelka výzkumu, AutoSoft Mladá Boleslav',
    job_en: 'Head of Research, AutoSoft Mladá Boleslav',
    bio: 'Vede vývoj softwaru pro propojená a autonomní vozidla.',
    bio_en: 'Leads software development for connected and autonomous vehicles.',
    linkedin: 'eva-richterova',
  },
  {
    id: 21,
    name: 'Ing. Lukáš Pešek, MBA',
    job: 'investiční ředitel, Moravia Ventures',
    job_en: 'Investment Director, Moravia Ventures',
    bio: 'Investuje do technologických firem v raných fázích, zejména v oblasti průmyslu 4.0.',
    bio_en: 'Invests in early-stage technology companies, especially in Industry 4.0.',
    twitter: 'lukaspesek',
    linkedin: 'lukas-pesek',
  },
  {
    id: 22,
    name: 'MUDr. Adam Král, Ph.D.',
    job: 'primář, Kardiocentrum Plzeň',
    job_en: 'Head of Department, Pilsen Heart Centre',
    bio: 'Kardiolog, zavádí vzdálené monitorování pacientů po infarktu.',
    bio_en: 'Cardiologist introducing remote monitoring of patients after heart attacks.',
  },
  {
    id: 23,
    name: 'Ing. Barbora Veselá',
    job: 'produktová manažerka, Vodárny Jih',
    job_en: 'Product Manager, South Waterworks',
    bio: 'Zavádí chytré měření spotřeby vody a detekci úniků pomocí strojového učení.',
    bio_en: 'Introduces smart water metering and leak detection with machine learning.',
    linkedin: 'barbora-vesela',
  },
  {
    id: 24,
    name: 'doc. Mgr. Filip Horák, Ph.D.',
    job: 'astrofyzik, Ústav sluneční fyziky',
    job_en: 'Astrophysicist, Institute of Solar Physics',
    bio: 'Zkoumá sluneční aktivitu a její vliv na družice a pozemní sítě.',
    bio_en: 'Studies solar activity and its effect on satellites and ground networks.',
    twitter: 'filiphorak_astro',
    website: 'https://www.slunecni-fyzika.example/horak',
  },
  {
    id: 25,
    name: 'Markéta Pokorná',
    job: 'zakladatelka, FemTech Praha',
    job_en: 'Founder, FemTech Praha',
    bio: 'Vyvíjí aplikaci pro péči o ženské zdraví a podporuje ženy v technologiích.',
    bio_en: 'Builds an app for women’s health care and supports women in technology.',
    twitter: 'marketapokorna',
    linkedin: 'marketa-pokorna',
  },
  {
    id: 26,
    name: 'Ing. Zdeněk Marek',
    job: 'ředitel, Městská doprava Ostrava',
    job_en: 'CEO, Ostrava City Transport',
    bio: 'Provozuje největší flotilu bezemisních autobusů v Česku.',
    bio_en: 'Runs the largest fleet of zero-emission buses in Czechia.',
    linkedin: 'zdenek-marek-mdo',
  },
  {
    id: 27,
    name: 'Dr. Hans Müller',
    job: 'vedoucí oddělení, Institut pro aplikovaný výzkum Drážďany',
    job_en: 'Head of Department, Institute for Applied Research Dresden',
    bio: 'Německý odborník na transfer technologií a smluvní výzkum pro průmysl.',
    bio_en: 'German expert on technology transfer and contract research for industry.',
    linkedin: 'hans-mueller-research',
  },
  {
    id: 28,
    name: 'Mgr. Tereza Urbanová',
    job: 'analytička, Vládní centrum kybernetické bezpečnosti',
    job_en: 'Analyst, Government Cyber Security Centre',
    bio: 'Analyzuje hrozby pro veřejnou správu a připravuje doporučení pro obce.',
    bio_en: 'Analyses threats to public administration and prepares guidance for municipalities.',
    twitter: 'terezaurbanova',
  },
  {
    id: 29,
    name: 'Ing. Vojtěch Čermák',
    job: 'zakladatel, AgroDrone',
    job_en: 'Founder, AgroDrone',
    bio: 'Využívá drony a družicová data pro přesné zemědělství.',
    bio_en: 'Uses drones and satellite data for precision agriculture.',
    linkedin: 'vojtech-cermak-agrodrone',
    website: 'https://www.agrodrone.example',
  },
  {
    id: 30,
    name: 'prof. Ing. Hana Navrátilová, CSc.',
    job: 'prorektorka pro výzkum, Technická univerzita Brno',
    job_en: 'Vice-Rector for Research, Technical University Brno',
    bio: 'Materiálová inženýrka, koordinuje evropské projekty výzkumu baterií.',
    bio_en: 'Materials engineer coordinating European battery research projects.',
    website: 'https://www.tu-brno.example/navratilova',
  },
];

export const speakerById = (id: number): Speaker => {
  const found = SPEAKERS.find((s) => s.id === id);
  if (!found) throw new Error(`Demo speaker ${id} does not exist`);
  return found;
};

/** The member account is the speaker Ing. Petr Novotný and may edit his own profile. */
export const MEMBER_SPEAKER_ID = 11;

export async function seedSpeakers({ tx, images }: SeedContext): Promise<void> {
  const portraits = await Promise.all(
    SPEAKERS.map((s, i) =>
      images.store(portraitSvg(s.name, colourAt(i + 3)), { name: `${slugify(s.name)}.jpg`, alt: s.name, as: 'jpeg' }),
    ),
  );
  await tx.insert(speakers).values(
    SPEAKERS.map((s, i) => ({
      id: s.id,
      name: s.name,
      job: s.job,
      job_en: s.job_en,
      description: `<p>${s.bio}</p>`,
      description_en: `<p>${s.bio_en}</p>`,
      imageId: portraits[i]!.id,
      web_link: s.twitter ? `https://twitter.com/${s.twitter}` : null,
      linkedin_link: s.linkedin ? `https://www.linkedin.com/in/${s.linkedin}` : null,
      website: s.website ?? null,
      published_at: PUBLISHED_AT,
    })),
  );
  await tx.insert(speakerEditors).values({ speakerId: MEMBER_SPEAKER_ID, userId: DEMO_USERS.member.id });
}
