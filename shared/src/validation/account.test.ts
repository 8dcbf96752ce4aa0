import { describe, expect, it } from 'vitest';
import { accountSchema, einProblem, firstErrorPerField } from './index.js';

const VALID = {
  name: 'Initech',
  address: {
    label: '600 Congress Avenue, Austin, TX 78701, USA',
    country: 'USA',
    timeZone: 'America/Chicago',
  },
  isNoEinSelected: false,
  ein: '74-1234567',
  accountContact: {
    firstName: 'Bill',
    lastName: 'Lumbergh',
    email: 'bill@initech.example',
    phoneNumber: null,
    mobilePhoneNumber: null,
  },
};

function errorsOf(input: unknown, phoneNumberRequired = false) {
  const result = accountSchema({ phoneNumberRequired }).safeParse(input);
  return result.success ? {} : firstErrorPerField(result.error);
}

describe('einProblem', () => {
  it('accepts XX-XXXXXXX with an IRS prefix, and names the first problem otherwise', () => {
    for (const ein of [
      '01-0000001',
      '06-1234567',
      '27-1234567',
      '48-1234567',
      '77-1234567',
      '95-1234567',
      '99-1234567',
    ]) {
      expect(einProblem(ein), ein).toBeNull();
    }
    for (const ein of [
      '00-1234567',
      '07-1234567',
      '17-1234567',
      '49-1234567',
      '69-1234567',
      '70-1234567',
      '78-1234567',
      '89-1234567',
      '96-1234567',
      '97-1234567',
    ]) {
      expect(einProblem(ein), ein).toBe('EIN is Invalid');
    }
    for (const ein of ['741234567', '74-123456', '74-12345678', '7a-1234567', '74 1234567']) {
      expect(einProblem(ein), ein).toBe('Invalid EIN. Value must be in format XX-XXXXXXX');
    }
    expect(einProblem('')).toBe('EIN is required');
  });
});

describe('accountSchema', () => {
  it('needs the company name, the address and, unless "I don\'t have the EIN" is ticked, a valid EIN', () => {
    expect(errorsOf(VALID)).toEqual({});
    expect(errorsOf({ ...VALID, name: ' ', address: null, ein: '12-34' })).toEqual({
      name: 'Company name is required',
      address: 'Address is required',
      ein: 'Invalid EIN. Value must be in format XX-XXXXXXX',
    });
    expect(errorsOf({ ...VALID, ein: '07-1234567' })).toEqual({ ein: 'EIN is Invalid' });
    const blankContact = { firstName: '', lastName: '', email: '', phoneNumber: '', mobilePhoneNumber: '' };
    expect(errorsOf({ ...VALID, ein: '12-34', accountContact: blankContact })).toEqual({
      ein: 'Invalid EIN. Value must be in format XX-XXXXXXX',
      'accountContact.firstName': 'First name is required',
      'accountContact.lastName': 'Last name is required',
      'accountContact.email': 'Email is required',
    });
    expect(errorsOf({ ...VALID, ein: '', isNoEinSelected: true })).toEqual({});
    expect(errorsOf({ ...VALID, ein: null, isNoEinSelected: true })).toEqual({});
  });

  it('checks the account contact with the seller setting, every message at once', () => {
    expect(
      errorsOf({ ...VALID, name: '', accountContact: { ...VALID.accountContact, email: 'bill' } }, true),
    ).toEqual({
      name: 'Company name is required',
      'accountContact.email': 'Invalid Email',
      'accountContact.phoneNumber': 'Please provide at least one contact number.',
    });
  });

  it('refuses an address without a known time zone or country code', () => {
    expect(errorsOf({ ...VALID, address: { ...VALID.address, timeZone: 'Mars/Olympus' } })).toEqual({
      'address.timeZone': 'Unknown time zone',
    });
    expect(errorsOf({ ...VALID, address: { ...VALID.address, country: 'usa' } })).toEqual({
      'address.country': 'Country must be an ISO 3166-1 alpha-3 code',
    });
  });
});
