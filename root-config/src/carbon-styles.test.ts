// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { carbonStylesOf, unstyledCarbonComponents } from '../../shared/build/mfe-vite-config.mjs';

describe("Carbon's styles for the components carbon.ts serves", () => {
  it('finds each component its SCSS module, by name or by the explicit map', () => {
    expect(carbonStylesOf('ModalHeader')).toEqual(['components/modal']);
    expect(carbonStylesOf('OverflowMenuItem')).toEqual(['components/overflow-menu']);
    expect(carbonStylesOf('Column')).toEqual(['grid']);
    expect(carbonStylesOf('SideNavLink')).toEqual(['components/ui-shell']);
    expect(carbonStylesOf('NoSuchComponent')).toBeNull();
  });

  it('are all used by portal.scss (the build fails otherwise)', () => {
    expect(unstyledCarbonComponents()).toEqual([]);
  });
});
