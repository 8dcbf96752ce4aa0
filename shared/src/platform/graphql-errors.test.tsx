import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { usePageError } from './graphql-errors.js';
import { pageStatus } from './page-status.js';

const gatewayError = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions: { code } }] });

afterEach(() => window.dispatchEvent(new Event('single-spa:before-routing-event')));

describe('usePageError: the screen a page shows when the query it stands on fails', () => {
  it.each([
    ['NOT_FOUND', 'not-found'],
    // A page this person may not open (a finance manager's link to a customer) does not exist for them.
    ['FORBIDDEN', 'not-found'],
    ['UPSTREAM_UNAVAILABLE', 'error'],
  ])('%s shows the %s screen', (code, screen) => {
    renderHook(() => usePageError(gatewayError(code)));
    expect(pageStatus.current).toBe(screen);
  });

  it('a network failure shows the error screen; signed out and no error leave the page as it is', () => {
    renderHook(() => usePageError(new Error('Failed to fetch')));
    expect(pageStatus.current).toBe('error');
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    renderHook(() => usePageError(gatewayError('UNAUTHENTICATED')));
    renderHook(() => usePageError(null));
    expect(pageStatus.current).toBe('shown');
  });
});
