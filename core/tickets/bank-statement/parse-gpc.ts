import { normalizeSymbol, type StatementPayment } from './statement-payment';

/**
 * The GPC (ABO) statement most Czech banks export: fixed 128-character lines, a `074` header
 * per statement and a `075` line per movement. Fields of a `075` line, 1-based columns:
 * 4-19 account, 20-35 counter-account, 36-48 movement id, 49-60 amount in haléře, 61 accounting
 * code (1 debit, 2 credit, 4 cancelled debit, 5 cancelled credit), 62-71 variable symbol,
 * 72-81 bank code of the counter-account and constant symbol, 82-91 specific symbol, 92-97
 * value date DDMMYY, 98-117 counter-account name or message, 118 change code, 119-122
 * currency (ISO 4217 numeric, 0203 = CZK), 123-128 booking date DDMMYY.
 */
const CURRENCY: Record<string, string> = { '0203': 'CZK', '0978': 'EUR', '0840': 'USD' };

export class StatementFormatError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

const field = (line: string, from: number, to: number) => line.slice(from - 1, to);

function date(ddmmyy: string, line: number): string {
  if (!/^\d{6}$/.test(ddmmyy)) throw new StatementFormatError(`Bad date "${ddmmyy}"`, line);
  const [dd, mm, yy] = [ddmmyy.slice(0, 2), ddmmyy.slice(2, 4), ddmmyy.slice(4, 6)];
  return `20${yy}-${mm}-${dd}`;
}

export function isGpc(text: string): boolean {
  return /^07[45]/.test(text.trimStart());
}

export function parseGpc(text: string): StatementPayment[] {
  const payments: StatementPayment[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const n = index + 1;
    const line = raw.replace(/\s+$/, '');
    if (line === '' || line.startsWith('074') || line.startsWith('076') || line.startsWith('078') || line.startsWith('079'))
      return;
    if (!line.startsWith('075')) throw new StatementFormatError(`Unknown record "${line.slice(0, 3)}"`, n);
    const padded = line.padEnd(128, ' ');
    const amount = field(padded, 49, 60);
    if (!/^\d{12}$/.test(amount)) throw new StatementFormatError(`Bad amount "${amount}"`, n);
    const code = field(padded, 61, 61);
    if (!'1245'.includes(code) || code === '') throw new StatementFormatError(`Bad accounting code "${code}"`, n);
    // Credits and cancelled debits bring money in; debits and cancelled credits take it out.
    const sign = code === '2' || code === '4' ? 1 : -1;
    const counter = field(padded, 20, 35).replace(/^0+/, '');
    const bankCode = field(padded, 74, 77);
    const booked = field(padded, 123, 128).trim();
    payments.push({
      bankId: field(padded, 36, 48).trim() || `${field(padded, 4, 19)}-${n}`,
      date: date(booked || field(padded, 92, 97), n),
      amountMinor: sign * Number(amount),
      currency: CURRENCY[field(padded, 119, 122)] ?? field(padded, 119, 122).trim(),
      variableSymbol: normalizeSymbol(field(padded, 62, 71)),
      counterAccount: counter ? `${counter}/${bankCode}` : '',
      message: field(padded, 98, 117).trim(),
    });
  });
  return payments;
}
