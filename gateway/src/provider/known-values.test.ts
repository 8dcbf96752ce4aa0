import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../test-support/graphql.js';
import { startGateway, startSandbox, type RunningSandbox } from '../test-support/system.js';
import { enumValues, knownValue } from './known-values.js';

// The six fixed sets the schema typed as strings answer enum values in new fields beside the strings
// (docs/adr/022-integrator-contract.md); these are the ones outside offer creation (its test has the others).

describe('knownValue', () => {
  const COLOURS = enumValues<'RED' | 'GREEN'>({ RED: true, GREEN: true });

  it('answers the enum value whatever the provider’s case, and null for a value the schema does not list', () => {
    expect(COLOURS).toEqual(['RED', 'GREEN']);
    expect(knownValue(COLOURS, 'RED')).toBe('RED');
    expect(knownValue(COLOURS, 'green')).toBe('GREEN');
    expect(knownValue(COLOURS, 'BLUE')).toBeNull();
    expect(knownValue(COLOURS, null)).toBeNull();
    expect(knownValue(COLOURS, undefined)).toBeNull();
  });
});

describe('the enum fields', () => {
  let sandbox: RunningSandbox;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let ada: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    gateway = await startGateway({ providerUrl: sandbox.url, issuer: sandbox.issuer });
    ada = await sandbox.tokenFor('admin@acme.example');
  });

  afterAll(async () => {
    await gateway?.stop();
    await sandbox?.close();
  });

  it('a role’s roleName, an exemption reason’s appliesTo', async () => {
    const answer = await graphql<{
      roles: { name: string; roleName: string | null }[];
      exemptionReasons: { type: string; appliesTo: string | null }[];
    }>(gateway.app, '{ roles { name roleName } exemptionReasons { type appliesTo } }', {}, ada);
    expect(answer.errors).toBeUndefined();
    const roles = answer.data!.roles;
    expect(roles.map((role) => role.roleName).sort()).toEqual(
      ['ACCOUNT_EXEC', 'ADMIN', 'EXEC', 'FINANCE_MANAGER', 'SALES_MANAGER'].sort(),
    );
    for (const role of roles) expect(role.roleName).toBe(role.name.toUpperCase());
    const reasons = answer.data!.exemptionReasons;
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason.appliesTo).toBe(reason.type);
    expect(reasons.map((reason) => reason.appliesTo)).toContain('ANY');
  });

  it('a payment method’s kind, on an offer and on each payment of its schedule', async () => {
    const report = await graphql<{ offerHealthReport: { items: { id: string }[] } }>(
      gateway.app,
      '{ offerHealthReport(page: 0, size: 100, paymentStatuses: [succeeded]) { items { id } } }',
      {},
      ada,
    );
    expect(report.errors).toBeUndefined();
    const seen: { paymentType: string; kind: string | null }[] = [];
    for (const { id } of report.data!.offerHealthReport.items.slice(0, 5)) {
      const answer = await graphql<{
        offer: { paymentMethod: { paymentType: string; kind: string | null } | null };
        offerPaymentSchedule: { paymentMethod: { paymentType: string; kind: string | null } | null }[];
      }>(
        gateway.app,
        `
          query O($id: ID!) {
            offer(id: $id) {
              paymentMethod {
                paymentType
                kind
              }
            }
            offerPaymentSchedule(offerId: $id) {
              paymentMethod {
                paymentType
                kind
              }
            }
          }
        `,
        { id },
        ada,
      );
      expect(answer.errors).toBeUndefined();
      const { offer, offerPaymentSchedule } = answer.data!;
      for (const method of [offer.paymentMethod, ...offerPaymentSchedule.map((p) => p.paymentMethod)])
        if (method) seen.push(method);
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const method of seen) {
      expect(['ACH', 'CREDIT_CARD']).toContain(method.kind);
      expect(method.kind).toBe(method.paymentType);
    }
  });
});
