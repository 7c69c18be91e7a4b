import type { PluralMessage } from './plural';
import type { ticketsCs } from './tickets.cs';

/** English texts of the BuyTicket page: exactly the Czech keys. */
export const ticketsEn: { [K in keyof typeof ticketsCs]: (typeof ticketsCs)[K] extends string ? string : PluralMessage } = {
  'ticket.seeProgramme': 'See the conference programme',
  'ticket.title': 'Conference ticket',
  'ticket.metaDescription':
    'A ticket for the international conference of Innovation Week Czech Republic, with access to the professional seminars and the VIP lounge. Pay by bank transfer on invoice.',
  'ticket.lead':
    'One ticket admits you to the international conference and to the professional seminars of the main day. You pay by bank transfer against the invoice we send you by e-mail.',
  'ticket.includesTitle': 'The ticket includes',
  'ticket.includesConference': 'all panels of the international conference',
  'ticket.includesSeminars': 'access to the professional seminars (sign up for each on its page)',
  'ticket.includesLounge': 'entry to the VIP lounge on the main day',
  'ticket.includesLive': 'a password for the conference and seminar livestreams once the invoice is paid',

  'ticket.ticketsTitle': 'Tickets',
  'ticket.tierLegend': 'Ticket type',
  'ticket.tier1': 'Standard',
  'ticket.tier1Note': '1 or 2 tickets',
  'ticket.tier2': 'Group',
  'ticket.tier2Note': 'from 3 tickets',
  'ticket.tierPriceUnit': '+ VAT per ticket',
  'ticket.amount': 'Number of tickets',
  'ticket.amountHint': '1 to 50. The group price applies from 3 tickets.',
  'ticket.promocode': 'Promo code',
  'ticket.promocodeHint': 'If you have a discount code, check it: the price shows the discount at once.',
  'ticket.promoCheck': 'Check code',
  'ticket.promoChecking': 'Checking…',
  'ticket.promoApplied': 'Promo code applied. Discount: {discount}',

  'ticket.contactTitle': 'Contact details',
  'ticket.contactLead':
    'We send the order confirmation with the proforma invoice to this e-mail, and the tax document once it is paid.',
  'ticket.contactFromAccount': 'Filled in from your account. What you change here is saved to your account with the order.',
  'ticket.name': 'Full name',
  'ticket.email': 'E-mail',
  'ticket.phone': 'Phone',
  'ticket.countryDefault': 'Czech Republic',
  'ticket.companyInvoice': 'Invoice a company',
  'ticket.companyInvoiceHint': 'We issue the invoice to the company with its registration and VAT numbers.',
  'ticket.invoiceName': 'Company legal name',

  'ticket.summaryTitle': 'Order summary',
  'ticket.summaryUnit': 'Price per ticket without VAT',
  'ticket.summaryDiscount': 'Discount',
  'ticket.summaryNoDiscount': 'none',
  'ticket.summaryCount': 'Number of tickets',
  'ticket.summaryWithoutVat': 'Total without VAT',
  'ticket.summaryVat': 'VAT {rate}',
  'ticket.summaryTotal': 'Total with VAT',
  'ticket.summaryCountMissing': 'Enter a number of tickets from 1 to 50.',
  'ticket.submit': 'Place the order',
  'ticket.sending': 'Sending the order…',
  'ticket.invoiceNote':
    'We e-mail you the proforma invoice with its due date and payment details, and the tax document once the payment arrives.',
  'ticket.noscript': 'Ordering needs JavaScript. Please turn it on and reload the page.',
  'ticket.offline':
    'The server could not be reached. Check your connection and send the order again; it will not be placed twice.',

  'ticket.toastSent': 'Order sent',
  'ticket.toastFailed': 'The order could not be sent',
  'ticket.salesNotYetOpenTitle': 'Ticket sales have not opened yet',
  'ticket.salesOpensAt': 'Tickets go on sale on {date} at {time}.',
  'ticket.salesClosedTitle': 'Ticket sales are over',
  'ticket.salesClosed':
    'Tickets for this edition are no longer on sale. You can still browse the conference programme and watch the livestreams.',
  'ticket.salesClosesAt': 'Sales end on {date} at {time}.',
  'ticket.remaining': { one: 'One ticket left', other: '{count} tickets left' },
  'ticket.soldOutTitle': 'Tickets are sold out',
  'ticket.soldOutLead':
    'Join the waiting list. When tickets come free, we will e-mail you a link to order them within a limited time.',
  'ticket.waitlistTitle': 'Ticket waiting list',
  'ticket.waitlistEmail': 'E-mail',
  'ticket.waitlistAmount': 'How many tickets you want',
  'ticket.waitlistConsent': 'I agree that the organisers may e-mail me at this address when a ticket comes free.',
  'ticket.waitlistSubmit': 'Join the waiting list',
  'ticket.waitlistSubmitting': 'Joining…',
  'ticket.waitlistJoined': 'You are on the waiting list. When tickets come free, we will write to {email}.',
  'ticket.offerValid': 'You have a waiting-list offer (tickets at most: {count}). Send the order by {date} {time}.',
  'ticket.offerExpired': 'The ticket offer of this link has expired.',
  'ticket.offerUsed': 'The offer of this link has already been used for an order.',
  'ticket.offerUnknown': 'This ticket offer link is not valid. Please check it in the e-mail.',
  'count.tickets': { one: '{count} ticket', other: '{count} tickets' },

  'payment.state.awaiting': 'Awaiting payment',
  'payment.state.partlyPaid': 'Partly paid',
  'payment.state.paid': 'Paid',
  'payment.state.overpaid': 'Overpaid',
  'payment.state.cancelled': 'Cancelled',
  'payment.missing': '{amount} missing',
  'payment.surplus': '{amount} surplus',
};
