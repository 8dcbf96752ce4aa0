import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Db } from '../db/db.js';

/** The RS256 private signing key as a JWK, with `kid`, `alg` and `use`. */
export type SigningJwk = JWK & { kid: string; alg: 'RS256'; use: 'sig'; kty: 'RSA' };

export interface SandboxSecrets {
  signingKey: SigningJwk;
  /** Keys for oidc-provider's signed cookies (newest first). */
  cookieKeys: string[];
}

const generate = promisify(generateKeyPair);

async function newSigningKey(): Promise<SigningJwk> {
  const { privateKey } = await generate('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  if (jwk.kty !== 'RSA' || !jwk.n || !jwk.e) throw new Error('RSA key export failed');
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: jwk.n, e: jwk.e });
  return { ...(jwk as JWK), kty: 'RSA', kid, alg: 'RS256', use: 'sig' };
}

/** Reads a secret, or stores the generated one; when two processes race, the first stored value wins. */
async function loadOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const found = await db.query<{ value: T }>('SELECT value FROM sandbox_secrets WHERE name = $1', [name]);
  if (found.rows[0]) return found.rows[0].value;
  const value = await create();
  await db.query(
    'INSERT INTO sandbox_secrets (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING',
    [name, JSON.stringify(value)],
  );
  const stored = await db.query<{ value: T }>('SELECT value FROM sandbox_secrets WHERE name = $1', [name]);
  if (!stored.rows[0]) throw new Error(`could not store secret ${name}`);
  return stored.rows[0].value;
}

/** The token signing key and cookie keys, generated on first start and kept in the database. */
export async function loadSecrets(db: Db): Promise<SandboxSecrets> {
  const signingKey = await loadOrCreate(db, 'oidc.signing_key', newSigningKey);
  const cookieKeys = await loadOrCreate(db, 'oidc.cookie_keys', async () => [
    randomBytes(32).toString('base64url'),
    randomBytes(32).toString('base64url'),
  ]);
  return { signingKey, cookieKeys };
}

/** The public half of the signing key (what the JWKS endpoint serves). */
export function publicJwk(key: SigningJwk): JWK {
  return { kty: key.kty, n: key.n, e: key.e, kid: key.kid, alg: key.alg, use: key.use };
}
