import type { ticketQrCs } from './ticket-qr.cs';

/** English texts of the tickets' QR codes: exactly the Czech keys. */
export const ticketQrEn: { [K in keyof typeof ticketQrCs]: string } = {
  'ticket.qrAlt': 'QR code of ticket {code}',
  'ticket.qrLead': 'Show the QR code at the door, on your phone or printed. Each ticket admits once.',
  'ticket.pdfA4': 'Ticket to print (PDF, A4)',
  'ticket.pdfBadge': 'Ticket for your phone and badge (PDF, A6)',
  'ticket.pdfAllA4': 'All tickets to print (PDF, A4)',
  'ticket.pdfAllBadge': 'All tickets as badges (PDF, A6)',
};
