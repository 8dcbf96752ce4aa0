import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createMicroFrontend, createParcel } from './micro-frontend.js';
import { pageStatus } from './page-status.js';
import { RemoteParcel } from './RemoteParcel.js';

vi.mock('./platform.js', () => ({
  getApolloClient: () => new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() }),
}));

const navigate = () => {
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
  window.dispatchEvent(new Event('single-spa:routing-event'));
};

let broken = true;
function Page() {
  if (broken) throw new Error('the page failed');
  return <p>The page</p>;
}

describe('createMicroFrontend', () => {
  it('shows the generic error screen when its page fails, and renders it again after a navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = createMicroFrontend({ rootComponent: Page });
    const domElement = document.body.appendChild(document.createElement('div'));
    const props = { name: '@seller-portal/mfe-test', domElement } as never;
    await lifecycles.bootstrap(props);
    // Not inside act(): single-spa-react's mount waits for React's commit, which act() would hold back.
    await lifecycles.mount(props);
    await waitFor(() => expect(pageStatus.current).toBe('error'));
    broken = false;
    act(navigate);
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(pageStatus.current).toBe('shown');
    await lifecycles.unmount(props);
  });
});

describe('RemoteParcel', () => {
  const greeting = createParcel<{ who?: string }>({ rootComponent: ({ who }) => <p>Hello {who}</p> });

  it("mounts another domain's parcel by module and export name, passing it the other props", async () => {
    const load = vi.fn(async () => ({ greetingParcel: greeting }));
    vi.stubGlobal('System', { import: load });
    render(<RemoteParcel module="@seller-portal/mfe-test" name="greetingParcel" who="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('@seller-portal/mfe-test');
  });

  it('shows the generic error screen when the module has no such parcel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('System', { import: async () => ({}) });
    render(<RemoteParcel module="@seller-portal/mfe-test" name="missingParcel" />);
    await waitFor(() => expect(pageStatus.current).toBe('error'));
  });
});
