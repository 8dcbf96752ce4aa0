import { describe, expect, it } from 'vitest';
import { firstErrorPerField, registrationSchema } from './index.js';

describe('registrationSchema', () => {
  it('trims every field and makes a blank title null', () => {
    expect(
      registrationSchema.parse({
        userFirstName: ' Rita ',
        userLastName: 'Reg ',
        sellerName: ' Reg Co',
        userTitle: '  ',
      }),
    ).toEqual({ userFirstName: 'Rita', userLastName: 'Reg', sellerName: 'Reg Co', userTitle: null });
  });
  it("gives the spec's messages for blank or whitespace names", () => {
    const result = registrationSchema.safeParse({ userFirstName: '', userLastName: '   ', sellerName: ' ' });
    expect(result.success).toBe(false);
    expect(firstErrorPerField(result.error!)).toEqual({
      userFirstName: 'First name is required',
      userLastName: 'Last name is required',
      sellerName: 'Company name is required',
    });
  });
  it('bounds the lengths', () => {
    const result = registrationSchema.safeParse({
      userFirstName: 'x'.repeat(101),
      userLastName: 'y',
      sellerName: 'z',
    });
    expect(result.success).toBe(false);
  });
});
