import type { PluralMessage } from './plural';
import type { privacyCs } from './privacy.cs';

/** English texts of the privacy page and the consent notes of the forms: exactly the Czech keys. */
export const privacyEn: {
  [K in keyof typeof privacyCs]: (typeof privacyCs)[K] extends string ? string : PluralMessage;
} = {
  'privacy.title': 'Privacy and terms',
  'privacy.metaDescription': 'Which personal data the Innovation Week site keeps, why, for how long, and your rights.',
  'privacy.lead':
    'This page is made from what the system actually stores: the categories and periods below are the ones the system deletes data by.',
  'privacy.controllerTitle': 'Who processes the data',
  'privacy.controller': 'The controller is the organiser of Innovation Week: {organiser}.',
  'privacy.categoriesTitle': 'What we keep',
  'privacy.categoryColumn': 'Data',
  'privacy.purposeColumn': 'Why',
  'privacy.retentionColumn': 'How long',
  'privacy.retentionTitle': 'Retention periods',
  'privacy.retentionLead': 'The periods run from the end of the edition. Deletion runs by itself once a day.',
  'privacy.editionEnd': 'This edition ends on {date}.',
  'privacy.purgeOn': 'deleted on {date}',
  'privacy.months': { one: '{count} month after the edition', other: '{count} months after the edition' },
  'privacy.years': { one: '{count} year', other: '{count} years' },
  'privacy.untilDeleted': 'until you delete the account',
  'privacy.taxDocuments': 'Orders, invoices (tax documents) and credit notes',
  'privacy.taxDocumentsWhy':
    'Required by the Czech VAT Act (§ 35 of Act No. 235/2004 Coll.): 10 years from the end of the year of the supply.',
  'privacy.payments': 'Payments and refunds',
  'privacy.paymentsWhy':
    'Required by the Czech Accounting Act (§ 31 of Act No. 563/1991 Coll.): 5 years from the end of the accounting period; they belong to the order’s documents.',
  'privacy.category.profile': 'Profile: name, e-mail, phone, address, invoice details',
  'privacy.category.consents': 'Consents to the terms, this notice and the newsletter (text version, time)',
  'privacy.category.orders': 'Ticket orders with their documents and payments',
  'privacy.category.ticketHolds': 'The editions you hold a ticket for',
  'privacy.category.tickets': 'Tickets and their use at the door',
  'privacy.category.ticketWaitingList': 'The ticket waiting list',
  'privacy.category.seminarSignups': 'Seminar sign-ups',
  'privacy.category.seminarWaitingLists': 'Seminar waiting lists',
  'privacy.category.attendance': 'Seminar attendance marks',
  'privacy.category.stars': 'Stars (My programme)',
  'privacy.category.programmeLinks': 'Shared programme and calendar links',
  'privacy.category.mails': 'E-mails the system sent you',
  'privacy.category.sessions': 'Ended sign-ins',
  'privacy.category.accountLinks': 'E-mail confirmation and password reset links',
  'privacy.category.editRights': 'Rights to edit exhibitors and speakers',
  'privacy.category.uploads': 'Uploaded files',
  'privacy.category.sentMessages': 'Messages you sent as an organiser',
  'privacy.category.workForTheOrganisers': 'Work for the organisers (payments recorded, notes, door)',
  'privacy.category.auditLog': 'Records of changes and data requests',
  'privacy.purpose.account': 'Your account and the services you asked for (contract)',
  'privacy.purpose.accounting': 'Accounting and tax (legal obligation)',
  'privacy.purpose.event': 'Running the edition: seminar seats, the door, notices of changes',
  'privacy.purpose.consent': 'Proof of your consent',
  'privacy.purpose.security': 'Security and a trail of changes (legitimate interest)',
  'privacy.rule.signups': 'Seminar sign-ups and waiting lists',
  'privacy.rule.attendance': 'Attendance marks',
  'privacy.rule.quickSignupAccounts': 'Quick sign-up accounts never used (no password was ever set)',
  'privacy.rule.outboxBodies': 'Texts of sent e-mails (recipient, time and subject stay)',
  'privacy.rightsTitle': 'Your rights',
  'privacy.rights':
    'You have the right to access your data, to have it corrected or erased, to restrict processing, to data portability and to object. Download your data and delete your account yourself on the My account page; correct it there too. You may complain to the Czech Office for Personal Data Protection (uoou.cz).',
  'privacy.rightsLink': 'My account: download your data or delete the account',
  'privacy.consentsTitle': 'Consents and text versions',
  'privacy.consentsLead':
    'Registering, a seminar’s quick sign-up and an order accept the terms and acknowledge this notice; the system stores the text version and the time. We send the newsletter only with your explicit consent.',
  'privacy.version': 'Text versions: terms {terms}, privacy notice {privacy}, newsletter {newsletter}.',
  'privacy.termsTitle': 'Terms of use',
  'privacy.terms':
    'The account is for seminar sign-ups, buying tickets and your programme. Give true details, keep your password to yourself and do not share the account. A ticket admits one person; pass its code only to the person who will use it. The organiser may block an account that breaks these terms. Ticket purchases follow the order and its invoice.',
  'consent.note': 'By sending this you accept the {terms} and acknowledge the {privacy}.',
  'consent.terms': 'terms of use',
  'consent.privacy': 'privacy notice',
  'consent.newsletter':
    'Send me the newsletter with the programme and invitations to future editions (you may withdraw at any time).',
  'footer.privacy': 'Privacy',
};
