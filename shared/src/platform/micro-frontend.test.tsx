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
  const linked = () => [
    ...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`),
  ];
  const propsIn = (name: string) =>
    ({ name, domElement: document.body.appendChild(document.createElement('div')) }) as never;

  it('is loaded before the page mounts, applied while the application or its parcel is mounted, once', async () => {
    const application = createMicroFrontend({ rootComponent: () => <p>The page</p>, stylesheet: href });
    const parcel = createParcel({ rootComponent: () => <p>The parcel</p>, stylesheet: href });
    const page = propsIn('@seller-portal/mfe-test');
    const parcelProps = propsIn('parcel-1');
    let bootstrapped = false;
    const bootstrapping = application.bootstrap(page).then(() => (bootstrapped = true));
    expect(linked()).toHaveLength(1);
    // single-spa mounts once bootstrapping is done: only once the rules are there.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bootstrapped).toBe(false);
    linked()[0]!.dispatchEvent(new Event('load'));
    await bootstrapping;
    await application.mount(page);
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(linked()[0]!.disabled).toBe(false);

    await parcel.bootstrap(parcelProps);
    await parcel.mount(parcelProps);
    expect(await screen.findByText('The parcel')).toBeTruthy();
    expect(linked()).toHaveLength(1);
    await application.unmount(page);
    expect(linked()[0]!.disabled).toBe(false);
    await parcel.unmount(parcelProps);
    // Kept, loaded, for the next mount; its rules no longer apply.
    expect(linked()).toHaveLength(1);
    expect(linked()[0]!.disabled).toBe(true);
    await application.mount(page);
    expect(linked()[0]!.disabled).toBe(false);
    await application.unmount(page);
    expect(linked()[0]!.disabled).toBe(true);
  });

  it('does not hold the page back when it fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = 'http://portal.test/mfe-test/0123456789ab/missing.css';
    const application = createMicroFrontend({ rootComponent: () => <p>Unstyled</p>, stylesheet: failing });
    const page = propsIn('@seller-portal/mfe-test');
    const bootstrapping = application.bootstrap(page);
    document.head.querySelector(`link[href="${failing}"]`)!.dispatchEvent(new Event('error'));
    await bootstrapping;
    await application.mount(page);
    expect(await screen.findByText('Unstyled')).toBeTruthy();
    await application.unmount(page);
  });
});
