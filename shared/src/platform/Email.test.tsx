import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Email } from './Email.js';

describe('Email', () => {
  it('may wrap only before its @', () => {
    const { container } = render(<Email address="ada.lovelace@acme.example" />);
    expect(container.innerHTML).toBe('<span class="portal-email">ada.lovelace<wbr>@acme.example</span>');
  });

  it('shows an address without an @ whole, and nothing for none', () => {
    expect(render(<Email address="not-an-email" />).container.textContent).toBe('not-an-email');
    expect(render(<Email address={null} />).container.innerHTML).toBe('');
  });
});
