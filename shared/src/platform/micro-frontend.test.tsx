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

describe("a domain's stylesheet", () => {
  const href = 'http://portal.test/mfe-test/0123456789ab/mfe-test.css';
  const linked = () => [...document.head.querySelectorAll(`link[rel="stylesheet"][href="${href}"]`)];
  const propsIn = (name: string) =>
    ({ name, domElement: document.body.appendChild(document.createElement('div')) }) as never;

  it('is linked before the page renders, once for the application and its parcel, and removed with the last of them', async () => {
    const application = createMicroFrontend({ rootComponent: () => <p>The page</p>, stylesheet: href });
    const parcel = createParcel({ rootComponent: () => <p>The parcel</p>, stylesheet: href });
    const page = propsIn('@seller-portal/mfe-test');
    const parcelProps = propsIn('parcel-1');
    await application.bootstrap(page);
    const mounting = application.mount(page);
    expect(linked()).toHaveLength(1);
    // The page waits for its rules: nothing shows unstyled.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('The page')).toBeNull();
    linked()[0]!.dispatchEvent(new Event('load'));
    await mounting;
    expect(await screen.findByText('The page')).toBeTruthy();

    await parcel.bootstrap(parcelProps);
    await parcel.mount(parcelProps);
    expect(await screen.findByText('The parcel')).toBeTruthy();
    expect(linked()).toHaveLength(1);
    await application.unmount(page);
    expect(linked()).toHaveLength(1);
    await parcel.unmount(parcelProps);
    expect(linked()).toHaveLength(0);
  });

  it('does not hold the page back when it fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const application = createMicroFrontend({ rootComponent: () => <p>Unstyled</p>, stylesheet: href });
    const page = propsIn('@seller-portal/mfe-test');
    await application.bootstrap(page);
    const mounting = application.mount(page);
    linked()[0]!.dispatchEvent(new Event('error'));
    await mounting;
    expect(await screen.findByText('Unstyled')).toBeTruthy();
    await application.unmount(page);
    expect(linked()).toHaveLength(0);
  });
});
