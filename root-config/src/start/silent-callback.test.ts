import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The frame's own script, run as the page runs it (a plain script, no module).
const script = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'silent-callback.js'), 'utf8');
const runScript = () => new Function(script)();

const answerUrl = `${window.location.origin}/silent-callback?code=abc&state=s1&iss=https%3A%2F%2Fidp`;

/** Gives the window a parent (a frame's page) or an opener (a popup's page) that records what it is sent. */
function stubWindow(name: 'parent' | 'opener') {
  const postMessage = vi.fn();
  const other = { postMessage } as unknown as Window;
  if (name === 'parent') vi.spyOn(window, 'parent', 'get').mockReturnValue(other);
  else Object.defineProperty(window, 'opener', { value: other, configurable: true, writable: true });
  return postMessage;
}

const noOpener = () =>
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });

describe('the silent sign-in frame and the re-login popup hand the answer over as oidc-client-ts does', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    noOpener();
  });

  const manager = () =>
    new UserManager({
      authority: window.location.origin,
      client_id: 'seller-portal',
      redirect_uri: answerUrl,
    });

  it('posts the same message to the page that opened the hidden frame', async () => {
    window.history.replaceState(null, '', answerUrl);
    const library = stubWindow('parent');
    await manager().signinSilentCallback(answerUrl);
    vi.restoreAllMocks();

    const ours = stubWindow('parent');
    runScript();
    expect(library).toHaveBeenCalledTimes(1);
    expect(ours.mock.calls).toEqual(library.mock.calls);
    expect(ours).toHaveBeenCalledWith(
      { source: 'oidc-client', url: answerUrl, keepOpen: false },
      window.location.origin,
    );
  });

  it('posts the same message to the window that opened the popup', async () => {
    window.history.replaceState(null, '', answerUrl);
    const library = stubWindow('opener');
    await manager().signinPopupCallback(answerUrl);
    noOpener();

    const ours = stubWindow('opener');
    runScript();
    expect(library).toHaveBeenCalledTimes(1);
    expect(ours.mock.calls).toEqual(library.mock.calls);
  });
});
