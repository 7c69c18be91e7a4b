import type { PluralMessage } from './plural';
import type { weekCs } from './week.cs';

/** English texts of the whole-week views: exactly the Czech keys. */
export const weekEn: { [K in keyof typeof weekCs]: (typeof weekCs)[K] extends string ? string : PluralMessage } = {
  'area.conference': 'Conference',
  'area.seminars': 'Seminar',
  'area.accompanying': 'Accompanying event',
  'area.fair': 'Fair',
  'area.label': 'Area',

  'allSessions.title': 'All sessions',
  'allSessions.lead':
    'The whole Innovation Week programme in one place: the conference, seminars, the fair and accompanying events, day by day.',
  'allSessions.metaDescription':
    'All sessions of Innovation Week Czech Republic: the conference, professional seminars, the innovation fair and accompanying events. Filter by day, area, hall, venue and city.',
  'allSessions.showingOf': 'Showing {what} of {total}',
  'allSessions.areaFilter': 'Area',
  'allSessions.allAreas': 'All areas',
  'allSessions.cityFilter': 'City',
  'allSessions.allCities': 'All cities',
  'allSessions.textFilter': 'Search the programme',
  'allSessions.textHint': 'Title, hall, venue, organiser or speaker; accents are optional.',
  'allSessions.search': 'Search',
  'allSessions.seats': 'Seminars with free seats',
  'allSessions.soon': 'Starting within the hour',
  'allSessions.emptySoon': 'None of the selected events starts in the next hour.',
  'allSessions.emptyAll': 'We will publish the programme soon.',
  // As `calendar.feed`, in the all sessions' pack (decision 206).
  'allSessions.feed': 'The whole week to your calendar',
  'allSessions.toCalendar': 'Show as a calendar',

  'plenary.title': 'Plenary sessions',
  'plenary.lead':
    'The panels of the international conference: when they start and who speaks. The whole conference day, breaks included, is in its programme.',
  'plenary.metaDescription':
    'Plenary sessions of Innovation Week Czech Republic: the international conference panels, their times and speakers.',
  'plenary.inProgramme': 'In the conference programme',
  'plenary.inProgrammeOf': 'In the conference programme: {name}',
  'plenary.conference': 'The whole conference programme',
  // As `conference.panelNumber` and `conference.empty`, in the plenary's pack (decision 208).
  'plenary.panelNumber': 'Panel {number}',
  'plenary.empty': 'The conference programme will be published soon.',
  'plenary.count': { one: '{count} panel', other: '{count} panels' },

  'calendar.title': 'Calendar',
  'calendar.lead': 'Innovation Week as a calendar: what happens when and where, day by day and hour by hour.',
  'calendar.metaDescription':
    'The Innovation Week Czech Republic calendar: the conference, seminars, the fair and accompanying events as a week grid and day by day.',
  'calendar.weeks': 'Programme weeks',
  'calendar.week': '{range}',
  'calendar.previousWeek': 'Previous week',
  'calendar.nextWeek': 'Next week',
  'calendar.grid': 'The week as a grid: {range}',
  'calendar.agenda': 'Programme by day: {range}',
  'calendar.time': 'Time',
  'calendar.today': 'today',
  'calendar.now': 'Now {time}',
  'calendar.multiDay': 'Multi-day',
  'calendar.fromPreviousDay': 'continues from the previous day',
  'calendar.untilNextDay': 'continues into the next day',
  'calendar.emptyDay': 'Nothing on',
  'calendar.emptyWeek': 'Nothing is on this week.',
  'calendar.emptyAll': 'We will publish the programme soon.',
  'calendar.keyboardHint': 'Move between events with Tab, and in the grid with the arrow keys too.',
  'calendar.feed': 'The whole week to your calendar',
  'calendar.feedTitle': 'The whole week',
  'calendar.toList': 'List of all sessions with filters',
} as const;
