import type { PluralMessage } from './plural';

/** Czech texts of the whole-week views (All sessions, Calendar, Plenary sessions); spread into messages/cs.ts. */
export const weekCs = {
  'area.conference': 'Konference',
  'area.seminars': 'Seminář',
  'area.accompanying': 'Doprovodná akce',
  'area.fair': 'Veletrh',
  'area.label': 'Oblast',

  'allSessions.title': 'Všechny akce',
  'allSessions.lead': 'Celý program Týdne inovací na jednom místě: konference, semináře, veletrh i doprovodné akce, den po dni.',
  'allSessions.metaDescription':
    'Všechny akce Týdne inovací ČR: konference, odborné semináře, inovační veletrh a doprovodné akce. Filtrujte podle dne, oblasti, sálu, místa a města.',
  'allSessions.showingOf': 'Zobrazeno: {what} z {total}',
  'allSessions.areaFilter': 'Oblast',
  'allSessions.allAreas': 'Všechny oblasti',
  'allSessions.cityFilter': 'Město',
  'allSessions.allCities': 'Všechna města',
  'allSessions.textFilter': 'Hledat v programu',
  'allSessions.textHint': 'Název, sál, místo, pořadatel nebo řečník; diakritiku psát nemusíte.',
  'allSessions.search': 'Hledat',
  'allSessions.seats': 'Semináře s volnými místy',
  'allSessions.soon': 'Začíná do hodiny',
  'allSessions.emptySoon': 'V příští hodině nezačíná žádná z vybraných akcí.',
  'allSessions.emptyAll': 'Program zveřejníme brzy.',
  // As `calendar.feed`, in the all sessions' pack (decision 206).
  'allSessions.feed': 'Celý týden do kalendáře',
  'allSessions.toCalendar': 'Zobrazit jako kalendář',

  'plenary.title': 'Plenární zasedání',
  'plenary.lead':
    'Panely mezinárodní konference: kdy začínají a kdo v nich vystoupí. Celý den konference i s přestávkami najdete v jejím programu.',
  'plenary.metaDescription': 'Plenární zasedání Týdne inovací ČR: panely mezinárodní konference, jejich časy a řečníci.',
  'plenary.inProgramme': 'V programu konference',
  'plenary.inProgrammeOf': 'V programu konference: {name}',
  'plenary.conference': 'Celý program konference',
  // As `conference.panelNumber` and `conference.empty`, in the plenary's pack (decision 208).
  'plenary.panelNumber': 'Panel {number}',
  'plenary.empty': 'Program konference zveřejníme brzy.',
  'plenary.count': { one: '{count} panel', few: '{count} panely', many: '{count} panelu', other: '{count} panelů' },

  'calendar.title': 'Kalendář',
  'calendar.lead': 'Týden inovací v kalendáři: co kdy a kde probíhá, den po dni a hodinu po hodině.',
  'calendar.metaDescription':
    'Kalendář Týdne inovací ČR: konference, semináře, veletrh a doprovodné akce v týdenní mřížce i po dnech.',
  'calendar.weeks': 'Týdny programu',
  'calendar.week': '{range}',
  'calendar.previousWeek': 'Předchozí týden',
  'calendar.nextWeek': 'Následující týden',
  'calendar.grid': 'Týden v mřížce: {range}',
  'calendar.agenda': 'Program po dnech: {range}',
  'calendar.time': 'Čas',
  'calendar.today': 'dnes',
  'calendar.now': 'Teď {time}',
  'calendar.multiDay': 'Vícedenní',
  'calendar.fromPreviousDay': 'pokračuje z předchozího dne',
  'calendar.untilNextDay': 'pokračuje do dalšího dne',
  'calendar.emptyDay': 'Bez programu',
  'calendar.emptyWeek': 'Tento týden není na programu nic.',
  'calendar.emptyAll': 'Program zveřejníme brzy.',
  'calendar.keyboardHint': 'Mezi akcemi se pohybujete tabulátorem, v mřížce také šipkami.',
  'calendar.feed': 'Celý týden do kalendáře',
  'calendar.feedTitle': 'Celý týden',
  'calendar.toList': 'Seznam všech akcí s filtry',
} as const satisfies Record<string, string | PluralMessage>;
