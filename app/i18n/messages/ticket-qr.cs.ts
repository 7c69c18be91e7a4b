/** Texts of the tickets' QR codes on the order page and the Me page (decision 115). */
export const ticketQrCs = {
  'ticket.qrAlt': 'QR kód vstupenky {code}',
  'ticket.qrLead': 'U vstupu ukažte QR kód z telefonu nebo z vytištěné vstupenky. Každá vstupenka projde vstupem jednou.',
  'ticket.pdfA4': 'Vstupenka k tisku (PDF, A4)',
  'ticket.pdfBadge': 'Vstupenka do telefonu a jmenovka (PDF, A6)',
  'ticket.pdfAllA4': 'Všechny vstupenky k tisku (PDF, A4)',
  'ticket.pdfAllBadge': 'Všechny vstupenky jako jmenovky (PDF, A6)',
} as const;
