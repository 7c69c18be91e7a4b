import { CONFERENCE_HALL_ID, EVENT_TYPE } from '../schema';
import { CONFERENCE_PANEL_IDS } from './facts';
import type { DemoEvent } from './event-rows';
import { prague } from './prague-time';

const [AI_PANEL, HYDROGEN_PANEL, SPACE_PANEL] = CONFERENCE_PANEL_IDS;

const common = {
  eventtypeId: EVENT_TYPE.conference,
  hallId: CONFERENCE_HALL_ID,
  exhibitorId: 1,
  contact: 'Ing. Alena Kovářová',
  contact_email: 'konference@aipcr.example',
  banner: true,
} as const;

/**
 * The international conference: three panels in the congress hall on 11 October 2021, between
 * the fixed breaks of the programme page (coffee 10:45-11:00, lunch 12:15-13:00, networking
 * 14:30-16:00).
 */
export const CONFERENCE_EVENTS: DemoEvent[] = [
  {
    ...common,
    id: AI_PANEL,
    name: 'Umělá inteligence ve službách státu a průmyslu',
    name_en: 'Artificial intelligence serving the state and industry',
    start: prague(11, '09:30'),
    end: prague(11, '10:45'),
    speakerIds: [19, 1, 9, 20, 21],
    description:
      '<p>Úvodní panel konference. Jak může Česko využít umělou inteligenci ve veřejné správě a ve výrobě, aniž by ztratilo důvěru občanů? Jaká pravidla přinese evropský akt o umělé inteligenci a co znamenají pro české firmy?</p><p>Diskusi moderuje <strong>Alena Kovářová</strong>, AIP ČR. Dotazy z publika přes Slido.</p>',
    description_en:
      '<p>The opening panel of the conference. How can Czechia use artificial intelligence in public administration and manufacturing without losing citizens’ trust? What rules will the European AI Act bring, and what do they mean for Czech companies?</p><p>Moderated by <strong>Alena Kovářová</strong>, AIP ČR. Questions from the audience via Slido.</p>',
  },
  {
    ...common,
    id: HYDROGEN_PANEL,
    name: 'Vodíková ekonomika: od strategie k realitě',
    name_en: 'Hydrogen economy: from strategy to reality',
    start: prague(11, '11:00'),
    end: prague(11, '12:15'),
    speakerIds: [2, 8, 26, 14],
    description:
      '<p>Vláda schválila vodíkovou strategii. Kde vznikne první vodíkové údolí, kdo vodík vyrobí a kdo ho bude kupovat? Panel o investicích, infrastruktuře a zkušenostech ze Skandinávie.</p>',
    description_en:
      '<p>The government has approved a hydrogen strategy. Where will the first hydrogen valley be, who will produce hydrogen and who will buy it? A panel on investment, infrastructure and lessons from Scandinavia.</p>',
  },
  {
    ...common,
    id: SPACE_PANEL,
    name: 'Česko ve vesmíru: nové příležitosti pro firmy',
    name_en: 'Czechia in space: new opportunities for companies',
    start: prague(11, '13:00'),
    end: prague(11, '14:30'),
    speakerIds: [10, 4, 24, 29],
    description:
      '<p>Kosmický průmysl už nejsou jen rakety. Družicová data, malé družice a kosmické technologie na Zemi nabízejí příležitosti i malým firmám. Jak se zapojit do evropských programů?</p><p>Po panelu následuje <strong>networking</strong> ve foyer.</p>',
    description_en:
      '<p>The space industry is no longer just rockets. Satellite data, small satellites and space technology on Earth offer opportunities to small companies too. How to join European programmes?</p><p>The panel is followed by <strong>networking</strong> in the foyer.</p>',
  },
];
