import type { livestreamsCs } from './livestreams.cs';
import type { PluralMessage } from './plural';

/** English texts of the livestream pages: exactly the Czech keys. */
export const livestreamsEn: {
  [K in keyof typeof livestreamsCs]: (typeof livestreamsCs)[K] extends string ? string : PluralMessage;
} = {
  'live.title': 'Livestreams',
  'live.lead':
    'Watch the seminars and the conference online. Seminar halls are open to signed-in ticket holders, the conference hall to those with a conference access password.',
  'live.metaDescription':
    'Livestreams from the halls of Innovation Week Czech Republic: professional seminars and the international conference online.',
  'live.halls': 'Halls',
  'live.conferenceHall': 'Conference hall',
  'live.watch': 'Watch the stream: {hall}',
  'live.nowOn': 'On air now',
  'live.next': 'Next stream',
  'live.bannerWhen': '{hall} · {when}',
  'live.editionOver': 'This year’s edition is over',
  'live.editionOverThanks': 'Thank you for watching with us. See you next year!',
  'live.noHalls': 'The streams are being prepared.',
  'live.forget': 'Forget the access password',
  'live.forgotten': 'The access password has been forgotten.',
  'live.passTitle': 'Access to the stream',
  'live.passLeadSeminar':
    'Seminar hall streams are for signed-in ticket holders. Otherwise enter the access password you received with your ticket.',
  'live.passLeadConference': 'The conference hall stream is for those with a conference access password.',
  'live.passLeadTicketHolder':
    'Your ticket includes the conference hall stream, but it opens with the conference access password, not with your ticket or its code.',
  'live.passWhereBuyer':
    'We e-mailed the access password to {email} after payment, in the message “Order {number} is paid: your codes”. It works for every ticket of the order, so pass it on to your colleagues too.',
  'live.passWhereColleague':
    'Your ticket comes from order {number}. We e-mailed the access password to whoever placed that order once it was paid; please ask them for it.',
  'live.passWhereGranted':
    'We e-mail the access password to whoever ordered the tickets once the order is paid. If you do not have it, please contact the organisers.',
  'live.passLabel': 'Access password',
  'live.passSubmit': 'Continue',
  'live.passChecking': 'Checking…',
  'live.signIn': 'Sign in',
  'live.buyTicket': 'Buy a ticket',
  'live.granted': 'Access password accepted, the stream is open: {hall}.',
  'live.player': 'Stream: {hall}',
  'live.questions': 'Audience questions: {hall}',
  'live.noStream': 'No stream is set for this hall yet.',
  'live.programme': 'Hall programme',
  'live.programmeEmpty': 'Nothing is scheduled in this hall yet.',
  'live.now': 'On now',
  'live.hallNext': 'Next',
  'live.watchLive': 'Watch live',
  'live.about': 'About the hall',
  'live.back': 'All livestreams',
  'wall.title': 'Hall programme',
  'wall.now': 'On now',
  'wall.next': 'Next',
  'wall.past': 'Ended',
  'wall.empty': 'The hall programme is being prepared',
  'wall.later': 'Later in the programme',
  'wall.offline': 'Reconnecting to the server…',
  'wall.hallQr': 'The hall programme on your phone',
  'wall.full': 'Hall full – watch the stream',
  'wall.fullQr': 'Watch the stream on your phone',
  'wall.siteQr': 'Recordings and news on the website',
  'wall.qrAlt': 'QR code of {url}',
  'wall.overTitle': 'Thank you for coming',
  'wall.overNextYear': 'This year’s edition is over. See you next year!',
  'wall.notFoundTitle': 'No such wall',
  'wall.notFound': 'Please check the address. The hall walls are:',
  'wall.variantHalls': 'halls {first} and {second}',
  'live.events': { one: '{count} event', other: '{count} events' },
  'live.todayTitle': 'Today in the halls',
  'live.todayLead': 'What is on now and what comes next, by the current time, delays included.',
  'live.nothingNow': 'Nothing on right now',
  'live.nothingMore': 'Nothing more today',
  'live.hallStream': 'Hall stream',
  'live.hallStreamOf': 'Stream from {hall}',
  'live.watchLiveIn': 'Watch live: {hall}',
  'live.allStreams': 'All livestreams',
};
