import { filesOf, type Deployments } from './store.js';

/** Talks to a running gateway's deploy API with the deploy credential. */
export class DeployClient {
  constructor(
    private readonly gatewayUrl: string,
    private readonly token: string,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(`/deployments${path}`, this.gatewayUrl), {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // Refusals are `{ code, message }`; a gateway from before answers `{ error }`.
    const answer = (await response.json().catch(() => ({}))) as T & { message?: string; error?: string };
    if (!response.ok)
      throw new Error(answer.message ?? answer.error ?? `${method} ${path} answered ${response.status}`);
    return answer;
  }

  /** Stores a build folder as a release of `name`; answers its id. */
  async publish(name: string, folder: string): Promise<string> {
    const files = Object.fromEntries(
      [...filesOf(folder)].map(([path, content]) => [path, content.toString('base64')]),
    );
    const { release } = await this.call<{ release: string }>('POST', `/${name}/releases`, { files });
    return release;
  }

  deploy(name: string, release: string): Promise<{ release: string; previous: string | null }> {
    return this.call('POST', `/${name}`, { release });
  }

  rollback(name: string): Promise<{ release: string; previous: string | null }> {
    return this.call('POST', `/${name}/rollback`);
  }

  deployments(): Promise<Deployments> {
    return this.call('GET', '');
  }
}
