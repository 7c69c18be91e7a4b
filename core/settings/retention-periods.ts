/**
 * How long personal data outlives the edition it was collected for (decision 153): one place
 * for every period, so that an edition can later carry its own (`purgeDue` takes the edition's
 * end as an argument). The accounting periods are the law's, not a setting: tax documents ten
 * years from the end of the year of the supply (VAT act § 35), accounting records five years
 * from the end of the accounting period (Accounting act § 31) (decision 152).
 */
export const RETENTION_CATEGORIES = ['signups', 'attendance', 'quickSignupAccounts', 'outboxBodies'] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

/** Months after the edition's end until each category is purged. */
export type RetentionPeriods = Record<RetentionCategory, number>;

export const DEFAULT_RETENTION_MONTHS: RetentionPeriods = {
  // Seat holders and waiting lists: enough for the organisers' report and the partners' figures.
  signups: 6,
  // Who was at which seminar: the same report.
  attendance: 6,
  // A guest's account from a seminar's quick sign-up whose password was never set: kept for the next edition's invitation.
  quickSignupAccounts: 12,
  // Mail texts (the outbox keeps who, when and the subject): a support question comes within weeks.
  outboxBodies: 3,
};

/** The bounds an Admin may set an edition's period to (decision 165): at least a month, at most ten years. */
export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;

/** Kept by law, whatever the periods above say (decision 152). */
export const ACCOUNTING_RETENTION = {
  /** Invoices and credit notes (daňové doklady): 10 years from the end of the year of the supply. */
  taxDocumentsYears: 10,
  /** Payments and other accounting records: 5 years from the end of the accounting year. */
  accountingRecordsYears: 5,
} as const;

/** The instant `months` calendar months after `from` (the last day of a shorter month when the day does not exist). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * The categories whose period after the edition's end has run out at `now` (by the programme
 * clock): due from the instant the period ends, never before. An edition not yet over purges nothing.
 */
export function purgeDue(now: Date, editionEnd: Date, periods: RetentionPeriods = DEFAULT_RETENTION_MONTHS): RetentionCategory[] {
  return RETENTION_CATEGORIES.filter((category) => now.getTime() >= addMonths(editionEnd, periods[category]).getTime());
}

/** An edition's own retention periods (decision 165), as the purge and the privacy page read them. */
export function retentionPeriodsOf(edition: {
  retentionSignups: number;
  retentionAttendance: number;
  retentionQuickSignupAccounts: number;
  retentionOutboxBodies: number;
}): RetentionPeriods {
  return {
    signups: edition.retentionSignups,
    attendance: edition.retentionAttendance,
    quickSignupAccounts: edition.retentionQuickSignupAccounts,
    outboxBodies: edition.retentionOutboxBodies,
  };
}
