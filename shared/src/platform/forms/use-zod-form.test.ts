import { describe, expect, it } from 'vitest';
import { dirtyValues } from './use-zod-form.js';

describe('dirtyValues', () => {
  it('keeps only the fields react-hook-form marks changed, nested ones by their changed parts', () => {
    expect(
      dirtyValues(
        {
          firstName: 'Evan',
          lastName: 'Executive',
          roleId: 'r2',
          phones: ['1', '2'],
          address: { city: 'X' },
        },
        { lastName: true, roleId: false, phones: [false, true], address: { city: false } },
      ),
    ).toEqual({ lastName: 'Executive', phones: ['1', '2'] });
  });
});
