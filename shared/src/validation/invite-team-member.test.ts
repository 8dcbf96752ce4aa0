import { describe, expect, it } from 'vitest';
import { firstErrorPerField, inviteTeamMemberSchema } from './index.js';

const valid = {
  email: 'new@acme.example',
  recipientFirstName: 'New',
  recipientLastName: 'Member',
  roleId: 'r1',
};

function errorsOf(input: unknown) {
  const result = inviteTeamMemberSchema.safeParse(input);
  return result.success ? {} : firstErrorPerField(result.error);
}

describe('inviteTeamMemberSchema', () => {
  it('accepts a complete invitation and trims it', () => {
    expect(inviteTeamMemberSchema.parse({ ...valid, email: '  new@acme.example ' }).email).toBe(
      'new@acme.example',
    );
  });
  it("gives the spec's messages for every missing field", () => {
    expect(errorsOf({ email: '', recipientFirstName: ' ', recipientLastName: '', roleId: '' })).toEqual({
      email: 'Email address is required',
      recipientFirstName: 'First name is required',
      recipientLastName: 'Last name is required',
      roleId: 'Role is required',
    });
  });
  it('refuses line breaks, bidi overrides and invisible characters in a name, and keeps names that need joiners', () => {
    const message = 'Use one line of text, without line breaks or invisible characters';
    for (const name of [
      'Ann\r\nBcc: victim@borealis.example',
      'report\u202Egnp',
      'Ann\u200B',
      'Ann\u2066x\u2069',
    ]) {
      expect(errorsOf({ ...valid, recipientFirstName: name }), JSON.stringify(name)).toEqual({
        recipientFirstName: message,
      });
    }
    for (const name of ['Anne-Marie O’Neil', 'مهرناز\u200Cزاده', 'José', '李小龙']) {
      expect(errorsOf({ ...valid, recipientFirstName: name }), name).toEqual({});
    }
  });
  it('rejects a malformed email with "Invalid email" only', () => {
    const result = inviteTeamMemberSchema.safeParse({ ...valid, email: 'not-an-email' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Invalid email']);
  });
});
