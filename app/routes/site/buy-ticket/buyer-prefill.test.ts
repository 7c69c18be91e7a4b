import { describe, expect, it } from 'vitest';
import { buyerPrefill } from './buyer-prefill';

const empty = {
  email: 'jana@example.cz',
  firstName: null,
  lastName: null,
  phone: null,
  street: null,
  city: null,
  zip: null,
  country: null,
  invoiceName: null,
  invoiceStreet: null,
  invoiceCity: null,
  invoiceZip: null,
  invoiceCountry: null,
  invoiceRegnumber: null,
  invoiceVAT: null,
  billingEmail: null,
};

describe('buyerPrefill', () => {
  it('fills the order from the account: full name, contact and invoice data', () => {
    const prefill = buyerPrefill({
      ...empty,
      firstName: 'Jana',
      lastName: ' Nováková ',
      phone: '+420 601 123 456',
      city: 'Brno',
      invoiceName: 'Inovace s.r.o.',
      invoiceRegnumber: '12345678',
      billingEmail: 'faktury@inovace.cz',
    });
    expect(prefill).toMatchObject({
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      phone: '+420 601 123 456',
      street: '',
      city: 'Brno',
      invoiceName: 'Inovace s.r.o.',
      invoiceRegnumber: '12345678',
      invoiceVAT: '',
      billingEmail: 'faktury@inovace.cz',
      companyInvoice: true,
    });
  });

  it('leaves the company invoice off for an account without a company', () => {
    expect(buyerPrefill({ ...empty, lastName: 'Novák', billingEmail: 'x@y.cz' })).toMatchObject({
      name: 'Novák',
      companyInvoice: false,
    });
  });
});
