import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { navigate } from './platform.js';
import { useNavigationState } from './routes.js';

vi.mock('single-spa', async (importOriginal) => ({
  ...(await importOriginal<typeof import('single-spa')>()),
  navigateToUrl: vi.fn((url: string) => window.history.pushState(null, '', url)),
}));

const popstates: unknown[] = [];
const record = (event: PopStateEvent) => popstates.push(event.state);
window.addEventListener('popstate', record);

afterEach(() => {
  popstates.length = 0;
  vi.mocked(navigateToUrl).mockClear();
});

function Entry() {
  return <p>{JSON.stringify(useNavigationState())}</p>;
}

describe('navigate', () => {
  it('makes a new entry for other navigation state at the same URL and announces it', () => {
    window.history.replaceState(null, '', '/offers');
    render(<Entry />);
    act(() => navigate('/offers/create-quote', { duplicateOfferId: 'offer-1' }));
    // A change of URL is single-spa's to announce.
    expect(popstates).toEqual([]);
    expect(window.history.state).toEqual({ duplicateOfferId: 'offer-1' });

    const length = window.history.length;
    act(() => navigate('/offers/create-quote', { isAddOn: true, offerParentId: 'offer-2' }));
    expect(window.history.length).toBe(length + 1);
    expect(popstates).toEqual([{ isAddOn: true, offerParentId: 'offer-2' }]);
    expect(screen.getByText('{"isAddOn":true,"offerParentId":"offer-2"}')).toBeTruthy();

    // Create Offer (no state) from there is a new entry too.
    act(() => navigate('/offers/create-quote'));
    expect(window.history.length).toBe(length + 2);
    expect(popstates).toEqual([{ isAddOn: true, offerParentId: 'offer-2' }, null]);
    expect(screen.getByText('null')).toBeTruthy();
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('leaves a plain navigation to single-spa', () => {
    window.history.replaceState(null, '', '/offers');
    navigate('/team');
    expect(navigateToUrl).toHaveBeenCalledWith('/team');
    expect(popstates).toEqual([]);
  });
});
