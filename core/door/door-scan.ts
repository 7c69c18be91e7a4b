import { z } from 'zod';

/**
 * What the door answers to one scan (decision 116). `admitted` is given once per ticket: to the
 * scan that recorded the first admission; every later one is `already`, with when and where.
 */
export const SCAN_RESULTS = [
  'admitted',
  'already',
  'cancelled',
  'unpaid',
  'unknown',
  'forged',
  'invalid',
  'wrongDay',
  'notForThis',
] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

export const DEVICE_NAME_MAX_LENGTH = 40;

export const scanTicketInput = z.strictObject({
  text: z.string().max(200).describe('What the camera read (the signed `IW1.…` text) or the code typed from the ticket'),
  device: z.string().trim().min(1).max(DEVICE_NAME_MAX_LENGTH).describe('The name door staff gave this device, e.g. `Door 2`'),
  scannedAt: z
    .string()
    .datetime({ offset: true })
    .optional()
    .describe('When an offline scan was made (ISO 8601); the server time when absent or ahead of it'),
  eventId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe("A seminar's id: admit its seat holders instead of the conference door"),
});
export type ScanTicketInput = z.infer<typeof scanTicketInput>;

export const scanAnswerSchema = z.object({
  result: z.enum(SCAN_RESULTS),
  code: z.string().nullable().describe('The ticket code read, when it was one'),
  holderName: z.string().nullable().describe("The holder's name once the ticket is claimed"),
  admittedAt: z.string().nullable().describe('When the ticket was first admitted (ISO 8601)'),
  admittedDevice: z.string().nullable().describe('Which device admitted it first'),
});
export type ScanAnswer = z.infer<typeof scanAnswerSchema>;

/** A green answer: the door lets the person in. */
export const admits = (result: ScanResult) => result === 'admitted';
