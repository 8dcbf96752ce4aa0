import { describe, expect, it } from 'vitest';
import { accountContactSchema, firstErrorPerField } from './index.js';

const VALID = {
  firstName: 'Carla',
  lastName: 'Contact',
  email: 'carla@initech.example',
  phoneNumber: '',
  mobilePhoneNumber: null,
  isPrimary: false,
};

function errorsOf(input: unknown, phoneNumberRequired = false) {
  const result = accountContactSchema({ phoneNumberRequired }).safeParse(input);
  return result.success ? {} : firstErrorPerField(result.error);
}

describe('accountContactSchema', () => {
  it("gives the spec's messages: names and email required, email valid, phones of at least 10 characters", () => {
    expect(errorsOf({ ...VALID, firstName: ' ', lastName: '', email: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
    expect(errorsOf({ ...VALID, email: 'carla@initech' })).toEqual({ email: 'Invalid Email' });
    expect(errorsOf({ ...VALID, phoneNumber: '555-0100', mobilePhoneNumber: '123' })).toEqual({
      phoneNumber: 'Invalid phone number format',
      mobilePhoneNumber: 'Invalid phone number format',
    });
    expect(errorsOf({ ...VALID, firstName: 'x'.repeat(256), phoneNumber: '1'.repeat(33) })).toEqual({
      firstName: 'Maximum of 255 characters',
      phoneNumber: 'Maximum of 32 characters',
    });
    expect(errorsOf(VALID)).toEqual({});
  });

  it('refuses letters in a phone number and keeps one in its one form', () => {
    expect(errorsOf({ ...VALID, phoneNumber: 'abcdefghij', mobilePhoneNumber: '555-123-456x' })).toEqual({
      phoneNumber: 'Invalid phone number format',
      mobilePhoneNumber: 'Invalid phone number format',
    });
    const parsed = accountContactSchema({ phoneNumberRequired: false }).parse({
      ...VALID,
      phoneNumber: ' 555.123.4567 ',
      mobilePhoneNumber: '+44 20 7946 0958',
    });
    expect([parsed.phoneNumber, parsed.mobilePhoneNumber]).toEqual(['(555) 123-4567', '+442079460958']);
  });

  it('asks for a phone or a mobile number only with the seller setting on, alongside other messages', () => {
    expect(errorsOf(VALID, false)).toEqual({});
    expect(errorsOf({ ...VALID, email: '' }, true)).toEqual({
      email: 'Email is required',
      phoneNumber: 'Please provide at least one contact number.',
    });
    expect(errorsOf({ ...VALID, lastName: '' }, true)).toEqual({
      lastName: 'Last name is required',
      phoneNumber: 'Please provide at least one contact number.',
    });
    expect(errorsOf({ ...VALID, mobilePhoneNumber: '(555) 010-0199' }, true)).toEqual({});
    expect(errorsOf({ ...VALID, phoneNumber: '(555) 010-0100' }, true)).toEqual({});
  });

  it('trims what it returns', () => {
    expect(
      accountContactSchema({ phoneNumberRequired: false }).parse({
        ...VALID,
        email: ' carla@initech.example ',
      }),
    ).toMatchObject({ email: 'carla@initech.example' });
  });
});
