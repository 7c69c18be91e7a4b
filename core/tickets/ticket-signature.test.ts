import { describe, expect, it } from 'vitest';
import { readScannedCode, signTicketCode } from './ticket-signature';

const SECRET = 'a-server-secret-of-at-least-thirty-two-characters';
const CODE = 'TI-7KQ4-M9XD-2HPA';

describe('signed ticket codes', () => {
  it('signs a code in QR alphanumeric characters and reads it back', () => {
    const signed = signTicketCode(CODE, SECRET);
    expect(signed).toMatch(/^IW1\.TI-7KQ4-M9XD-2HPA\.[0-9A-Z]{16}$/);
    expect(readScannedCode(signed, SECRET)).toEqual({ code: CODE, signed: true });
  });

  it('gives each code its own signature, the same one every time', () => {
    expect(signTicketCode(CODE, SECRET)).toBe(signTicketCode(CODE, SECRET));
    expect(signTicketCode(CODE, SECRET).split('.')[2]).not.toBe(signTicketCode('TI-7KQ4-M9XD-2HPB', SECRET).split('.')[2]);
  });

  it('refuses a signature made with another secret or for another code', () => {
    const other = signTicketCode(CODE, 'another-secret-of-at-least-thirty-two-characters!');
    expect(readScannedCode(other, SECRET)).toEqual({ error: 'forged' });
    const [, , sig] = signTicketCode(CODE, SECRET).split('.');
    expect(readScannedCode(`IW1.TI-7KQ4-M9XD-2HPB.${sig}`, SECRET)).toEqual({ error: 'forged' });
    expect(readScannedCode(`IW1.${CODE}.`, SECRET)).toEqual({ error: 'forged' });
    expect(readScannedCode(`IW1.${CODE}.${sig}X`, SECRET)).toEqual({ error: 'forged' });
  });

  it('accepts a typed code as written on the ticket, in any case and spacing', () => {
    expect(readScannedCode(' ti 7kq4 m9xd 2hpa ', SECRET)).toEqual({ code: CODE, signed: false });
  });

  it('calls anything else invalid', () => {
    expect(readScannedCode('https://example.com/', SECRET)).toEqual({ error: 'invalid' });
    expect(readScannedCode('IW1.nonsense.ABC', SECRET)).toEqual({ error: 'invalid' });
    expect(readScannedCode('', SECRET)).toEqual({ error: 'invalid' });
  });
});
