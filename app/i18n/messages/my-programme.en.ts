import type { PluralMessage } from './plural';
import type { myProgrammeCs } from './my-programme.cs';

/** English texts of the stars, My programme, its shared copy and the personal feed: exactly the Czech keys. */
export const myProgrammeEn: {
  [K in keyof typeof myProgrammeCs]: (typeof myProgrammeCs)[K] extends string ? string : PluralMessage;
} = {
  'star.add': 'My programme: {name}',
  'star.label': 'My programme',
  'star.failed': 'The star could not be saved. Please try again.',
  'star.limit': 'You can star at most {max} events.',

  'myProgramme.title': 'My programme',
  'myProgramme.metaDescription': 'The events you starred, by day and time, with clashes and seats left.',
  'myProgramme.lead':
    'The events you starred and the seminars where you have a seat or a waiting-list place, day by day. Events that overlap are marked.',
  'myProgramme.guestNote':
    'Your stars are kept in this browser only. Sign in or register and your programme is saved to your account, on all your devices.',
  'myProgramme.signIn': 'Sign in',
  'myProgramme.register': 'Register',
  'myProgramme.loading': 'Loading your programme…',
  'myProgramme.noScript':
    'A guest’s stars are kept in the browser and cannot be shown without JavaScript. Sign in to see the programme saved in your account.',
  'myProgramme.emptyTitle': 'No starred events yet',
  'myProgramme.emptyText':
    'Every event in the programme has a star button, "My programme". Press it and the event appears here, in order of day and time.',
  'myProgramme.browse': 'Browse all sessions',
  'myProgramme.count': { one: '{count} event in your programme', other: '{count} events in your programme' },
  'myProgramme.clash': 'Overlaps with: {names}',
  'myProgramme.clashLabel': 'Clash',
  'myProgramme.seatJoined': 'You have a seat',
  'myProgramme.seatWaiting': 'Number {position} on the waiting list',
  'myProgramme.seatNone': 'Not signed up',
  'myProgramme.seatsLeft': { one: '{count} seat left', other: '{count} seats left' },
  'myProgramme.seatsFull': 'full',
  'myProgramme.linksTitle': 'Sharing and calendar',
  'myProgramme.shareTitle': 'Link to share',
  'myProgramme.shareText':
    'Anyone with the link sees your list of events (read-only) and at most your first name, never your e-mail. You can revoke the link or replace it with a new one at any time.',
  'myProgramme.feedTitle': 'Personal calendar',
  'myProgramme.feedText':
    'A subscription for your calendar (phone, Outlook, Google): your starred events and the seminars you have a seat at, always as the current programme says, delays included. The address is secret: anyone who has it sees your programme.',
  'myProgramme.create': 'Create a link',
  'myProgramme.renew': 'Create a new one (the old one stops working)',
  'myProgramme.revoke': 'Revoke the link',
  'myProgramme.linkAddress': 'Address',
  'myProgramme.subscribe': "Add to your phone's calendar",
  'myProgramme.linkCreated': 'Your new link is ready.',
  'myProgramme.linkRevoked': 'The link is revoked and no longer works.',
  'myProgramme.noLink': 'No link yet.',

  'sharedProgramme.title': 'Shared programme',
  'sharedProgramme.titleOf': "{name}'s programme",
  'sharedProgramme.lead': 'A read-only copy of a personal programme. Build your own by starring events.',
  'sharedProgramme.empty': 'This programme has no public events yet.',

  'myProgramme.feedName': 'My programme – {site}',
  'myProgramme.sessionStarted': 'In progress, sign-ups are closed',
  'myProgramme.signupsClosed': 'Sign-ups are closed (the hall is running late)',
  'myProgramme.sessionEnded': 'Ended',
  'myProgramme.noticesTitle': 'Change notices',
  'myProgramme.noticesLabel': 'E-mail me when the time or hall of a starred session changes',
  'myProgramme.noticesHint':
    'Seminars you are signed up for always send you notices. Here you can have them for the sessions you only starred, too.',
  'myProgramme.noticesSave': 'Save',
  'myProgramme.noticesOn': 'Change notices for your starred sessions are on',
  'myProgramme.noticesOff': 'Change notices for your starred sessions are off',
};
