import { describe, expect, it } from 'vitest';
import { approveJoinRequestSchema, firstErrorPerField, teamMemberSchema } from './index.js';

function errorsOf(schema: typeof teamMemberSchema | typeof approveJoinRequestSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : firstErrorPerField(result.error);
}

describe('teamMemberSchema', () => {
  it("gives the spec's messages for each missing field; the phone is optional", () => {
    expect(errorsOf(teamMemberSchema, { email: '', firstName: ' ', lastName: '', roleId: '' })).toEqual({
      email: 'Email is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      roleId: 'Role is required',
    });
    const valid = { email: 'a@acme.example', firstName: 'A', lastName: 'B', roleId: 'r' };
    expect(teamMemberSchema.safeParse({ ...valid, phoneNumber: '' }).success).toBe(true);
    expect(errorsOf(teamMemberSchema, { ...valid, phoneNumber: '555-0100' })).toEqual({
      phoneNumber: 'Invalid phone number format',
    });
  });
});

describe('approveJoinRequestSchema', () => {
  it('needs a role and both names; phones have at least 10 characters', () => {
    expect(
      errorsOf(approveJoinRequestSchema, {
        joinRequestId: 'j1',
        roleId: '',
        firstName: '',
        lastName: '',
        phoneNumber: '12345',
        mobilePhoneNumber: '123456789',
      }),
    ).toEqual({
      roleId: 'Role is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phoneNumber: 'Invalid phone number format',
      mobilePhoneNumber: 'Invalid phone number format',
    });
    expect(
      approveJoinRequestSchema.safeParse({
        joinRequestId: 'j1',
        roleId: 'r',
        firstName: 'Jordan',
        lastName: 'Joiner',
        phoneNumber: '(555) 010-0199',
      }).success,
    ).toBe(true);
  });
});
