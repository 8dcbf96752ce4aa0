import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerId } from '../core/seed/data.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';

let demo: RunningSandbox;
let production: RunningSandbox;

beforeAll(async () => {
  [demo, production] = await Promise.all([startSandbox(), startSandbox({ demo: false })]);
});

afterAll(async () => {
  await Promise.all([demo?.close(), production?.close()]);
});

describe("a seller's logo", () => {
  it("is named in the seller's settings and served from the provider's data, before sign-in", async () => {
    const ada = await demo.tokenFor('admin@acme.example');
    const acme = await demo.api<{ sellerLogoResourceUrl: string | null }>('/api/v1/sellers/current', {
      token: ada,
    });
    const logoUrl = `${demo.url}/api/v1/sellers/${sellerId('acme')}/logo`;
    expect(acme.body.sellerLogoResourceUrl).toBe(logoUrl);
    const logo = await fetch(logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(await logo.text()).toContain('aria-label="Acme Software"');

    const bob = await demo.tokenFor('admin@borealis.example');
    const borealis = await demo.api<{ sellerLogoResourceUrl: string | null }>('/api/v1/sellers/current', {
      token: bob,
    });
    expect(borealis.body.sellerLogoResourceUrl).toBeNull();
    expect((await fetch(`${demo.url}/api/v1/sellers/${sellerId('borealis')}/logo`)).status).toBe(404);
    expect((await fetch(`${demo.url}/api/v1/sellers/not-a-seller/logo`)).status).toBe(404);
  });

  it('is served with the demo switch off, as it is data, not a demo page', async () => {
    const logo = await fetch(`${production.url}/api/v1/sellers/${sellerId('acme')}/logo`);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain('<svg');
    expect((await fetch(`${production.url}/sandbox/logos/acme.svg`)).status).toBe(404);
  });
});
