import { afterEach, describe, expect, it } from 'vitest';
import { pageStatus, showErrorScreen, showNotFound } from './page-status.js';

const navigateAway = () => window.dispatchEvent(new Event('single-spa:before-routing-event'));

afterEach(navigateAway);

describe('the page status', () => {
  it('shows the not-found screen until the next navigation', () => {
    showNotFound();
    expect(pageStatus.current).toBe('not-found');
    navigateAway();
    expect(pageStatus.current).toBe('shown');
  });

  it('keeps a not-found screen when an error follows it, and shows the error screen otherwise', () => {
    showNotFound();
    showErrorScreen();
    expect(pageStatus.current).toBe('not-found');
    navigateAway();
    showErrorScreen();
    expect(pageStatus.current).toBe('error');
  });
});
