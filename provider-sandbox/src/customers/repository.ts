import { expectRows, type Db } from '../db/db.js';
import { limitOffset, type Paging } from '../http/paging.js';
import type { z } from 'zod';
import type { account, accountContact } from './contract.js';
import type { AccountAddress, ContactFields } from './rules.js';

// Every statement names the seller; a write checks it changed exactly the rows it meant to.

/** An account as the provider answers it (spec 02 section 3, Customer account): its contract's schema. */
export type Account = z.infer<typeof account>;

/** An account contact (spec 02 section 3): its contract's schema. */
export type AccountContact = z.infer<typeof accountContact>;

interface AccountRow {
  id: string;
  name: string;
  addressLabel: string;
  addressCountry: string;
  addressTimeZone: string;
  ein: string | null;
  isDelinquent: boolean;
  experianBin: string | null;
  createdAt: Date;
  contactId: string | null;
  contactFirstName: string | null;
  contactLastName: string | null;
  contactEmail: string | null;
}

const ACCOUNT_COLUMNS = `a.id, a.name, a.address_label AS "addressLabel", a.address_country AS "addressCountry",
  a.address_time_zone AS "addressTimeZone", a.ein, a.is_delinquent AS "isDelinquent", a.experian_bin AS "experianBin",
  a.created_at AS "createdAt", c.id AS "contactId", c.first_name AS "contactFirstName",
  c.last_name AS "contactLastName", c.email AS "contactEmail"`;
const ACCOUNT_FROM = `accounts a
  LEFT JOIN account_contacts c ON c.account_id = a.id AND c.seller_id = a.seller_id AND c.is_primary`;

function accountOf(row: AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    address: { label: row.addressLabel, country: row.addressCountry, timeZone: row.addressTimeZone },
    ein: row.ein,
    accountContact: row.contactId
      ? {
          id: row.contactId,
          firstName: row.contactFirstName ?? '',
          lastName: row.contactLastName ?? '',
          email: row.contactEmail ?? '',
        }
      : null,
    isAccountDelinquent: row.isDelinquent,
    experianBin: row.experianBin,
    createdDate: new Date(row.createdAt).toISOString(),
  };
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** One page of the seller's accounts by name; the search matches the name (the list's "Customer Name" filter). */
export async function accountsPage(
  db: Db,
  query: Paging & { sellerId: string; search: string | null },
): Promise<{ rows: Account[]; total: number }> {
  const params: unknown[] = [query.sellerId];
  let where = 'a.seller_id = $1';
  if (query.search) {
    params.push(likePattern(query.search));
    where += ' AND a.name ILIKE $2';
  }
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM accounts a WHERE ${where}`,
    params,
  );
  const total = count.rows[0]?.total ?? 0;
  if (query.page * query.size >= total) return { rows: [], total };
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ${ACCOUNT_FROM} WHERE ${where}
      ORDER BY lower(a.name), a.id ${limitOffset(query)}`,
    params,
  );
  return { rows: rows.map(accountOf), total };
}

export async function findAccount(db: Db, sellerId: string, accountId: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ${ACCOUNT_FROM} WHERE a.seller_id = $1 AND a.id = $2`,
    [sellerId, accountId],
  );
  return rows[0] && accountOf(rows[0]);
}

export interface AccountName {
  id: string;
  name: string;
}

/** Up to 10 of the seller's accounts whose name contains the text, names starting with it first. */
export async function accountTypeahead(db: Db, sellerId: string, text: string): Promise<AccountName[]> {
  const { rows } = await db.query<AccountName>(
    `SELECT id, name FROM accounts WHERE seller_id = $1 AND name ILIKE $2
      ORDER BY (name ILIKE $3) DESC, lower(name), id LIMIT 10`,
    [sellerId, likePattern(text), `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`],
  );
  return rows;
}

/** The ten accounts with the most of the caller's offers (all offers for a null owner), then the newest. */
export async function topTenAccounts(
  db: Db,
  sellerId: string,
  ownerUserId: string | null,
): Promise<AccountName[]> {
  const { rows } = await db.query<AccountName>(
    `SELECT a.id, a.name FROM accounts a
       LEFT JOIN (SELECT account_id, count(*) AS offers FROM account_offers
                   WHERE seller_id = $1 AND ($2::uuid IS NULL OR owner_user_id = $2) GROUP BY account_id) o
         ON o.account_id = a.id
      WHERE a.seller_id = $1
      ORDER BY coalesce(o.offers, 0) DESC, a.created_at DESC, a.id LIMIT 10`,
    [sellerId, ownerUserId],
  );
  return rows;
}

/** The account's offers the caller sees: all of them, or only those owned by `ownerUserId`. */
export async function offersCount(
  db: Db,
  sellerId: string,
  accountId: string,
  ownerUserId: string | null,
): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM account_offers
      WHERE seller_id = $1 AND account_id = $2 AND ($3::uuid IS NULL OR owner_user_id = $3)`,
    [sellerId, accountId, ownerUserId],
  );
  return rows[0]?.total ?? 0;
}

const CONTACT_COLUMNS = `id, first_name AS "firstName", last_name AS "lastName", email, phone_number AS "phoneNumber",
  mobile_phone_number AS "mobilePhoneNumber", is_primary AS "isPrimary", created_at AS created, updated_at AS updated`;

type ContactRow = Omit<AccountContact, 'created' | 'updated'> & { created: Date; updated: Date };

const contactOf = (row: ContactRow): AccountContact => ({
  ...row,
  created: new Date(row.created).toISOString(),
  updated: new Date(row.updated).toISOString(),
});

/** The account's contacts, the primary first, then by when they were added. */
export async function contactsOf(db: Db, sellerId: string, accountId: string): Promise<AccountContact[]> {
  const { rows } = await db.query<ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM account_contacts WHERE seller_id = $1 AND account_id = $2
      ORDER BY is_primary DESC, created_at, id`,
    [sellerId, accountId],
  );
  return rows.map(contactOf);
}

export async function findContact(
  db: Db,
  sellerId: string,
  accountId: string,
  contactId: string,
): Promise<AccountContact | undefined> {
  const { rows } = await db.query<ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM account_contacts WHERE seller_id = $1 AND account_id = $2 AND id = $3`,
    [sellerId, accountId, contactId],
  );
  return rows[0] && contactOf(rows[0]);
}

export async function contactEmailTaken(
  db: Db,
  sellerId: string,
  accountId: string,
  email: string,
  exceptContactId: string | null = null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM account_contacts
      WHERE seller_id = $1 AND account_id = $2 AND email = $3 AND ($4::uuid IS NULL OR id <> $4)`,
    [sellerId, accountId, email, exceptContactId],
  );
  return rows.length > 0;
}

/** The contact becomes the account's only primary contact. Run in a transaction (two statements). */
export async function makePrimary(
  tx: Db,
  sellerId: string,
  accountId: string,
  contactId: string,
): Promise<void> {
  await tx.query(
    `UPDATE account_contacts SET is_primary = false, updated_at = now()
      WHERE seller_id = $1 AND account_id = $2 AND is_primary AND id <> $3`,
    [sellerId, accountId, contactId],
  );
  const result = await tx.query(
    `UPDATE account_contacts SET is_primary = true, updated_at = now()
      WHERE seller_id = $1 AND account_id = $2 AND id = $3`,
    [sellerId, accountId, contactId],
  );
  expectRows(result, 1, 'primary contact');
}

/** A new contact of the account; answers its id. The first contact of an account is its primary one. */
export async function insertContact(
  tx: Db,
  sellerId: string,
  accountId: string,
  contact: ContactFields & { isPrimary: boolean },
): Promise<string> {
  const { rows } = await tx.query<{ id: string; hasPrimary: boolean }>(
    `INSERT INTO account_contacts (seller_id, account_id, first_name, last_name, email, phone_number, mobile_phone_number)
     SELECT a.seller_id, a.id, $3, $4, $5, $6, $7 FROM accounts a WHERE a.seller_id = $1 AND a.id = $2
     RETURNING id, EXISTS (SELECT 1 FROM account_contacts p WHERE p.account_id = $2 AND p.is_primary) AS "hasPrimary"`,
    [
      sellerId,
      accountId,
      contact.firstName,
      contact.lastName,
      contact.email,
      contact.phoneNumber,
      contact.mobilePhoneNumber,
    ],
  );
  const inserted = rows[0];
  if (!inserted) throw new Error('account contact: the account is not the seller’s');
  if (contact.isPrimary || !inserted.hasPrimary) await makePrimary(tx, sellerId, accountId, inserted.id);
  return inserted.id;
}

const CONTACT_COLUMN: Record<keyof ContactFields, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phoneNumber: 'phone_number',
  mobilePhoneNumber: 'mobile_phone_number',
};

/** Changes the named fields of one of the account's contacts. */
export async function updateContact(
  tx: Db,
  sellerId: string,
  accountId: string,
  contactId: string,
  changes: Partial<ContactFields>,
): Promise<void> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
    keyof ContactFields,
    string | null,
  ][];
  if (entries.length === 0) return;
  const sets = entries.map(([field], index) => `${CONTACT_COLUMN[field]} = $${index + 4}`);
  const result = await tx.query(
    `UPDATE account_contacts SET ${sets.join(', ')}, updated_at = now()
      WHERE seller_id = $1 AND account_id = $2 AND id = $3`,
    [sellerId, accountId, contactId, ...entries.map(([, value]) => value)],
  );
  expectRows(result, 1, 'account contact');
}

export interface NewAccount {
  sellerId: string;
  createdBy: string;
  name: string;
  address: AccountAddress;
  ein: string | null;
  experianBin: string | null;
}

/** A new account; answers its id. Run in a transaction with its first contact. */
export async function insertAccount(tx: Db, account: NewAccount): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO accounts (seller_id, name, address_label, address_country, address_time_zone, ein, experian_bin, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      account.sellerId,
      account.name,
      account.address.label,
      account.address.country,
      account.address.timeZone,
      account.ein,
      account.experianBin,
      account.createdBy,
    ],
  );
  return rows[0]!.id;
}

/** Gives an account its EIN. */
export async function setAccountEin(tx: Db, sellerId: string, accountId: string, ein: string): Promise<void> {
  const result = await tx.query(
    'UPDATE accounts SET ein = $3, updated_at = now() WHERE seller_id = $1 AND id = $2',
    [sellerId, accountId, ein],
  );
  expectRows(result, 1, 'account');
}

/** The name of the seller's customer that has this EIN (other than `exceptAccountId`), or null. */
export async function customerWithEin(
  db: Db,
  sellerId: string,
  ein: string,
  exceptAccountId: string | null = null,
): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM accounts WHERE seller_id = $1 AND ein = $2 AND ($3::uuid IS NULL OR id <> $3::uuid) LIMIT 1',
    [sellerId, ein, exceptAccountId],
  );
  return rows[0]?.name ?? null;
}

/** Sandbox control: marks an account behind on its payments, or not. */
export async function setDelinquent(db: Db, accountId: string, delinquent: boolean): Promise<boolean> {
  const result = await db.query('UPDATE accounts SET is_delinquent = $2, updated_at = now() WHERE id = $1', [
    accountId,
    delinquent,
  ]);
  return result.rowCount === 1;
}

/**
 * The other customer whose primary contact already has this email, if any: an offer to either would be refused
 * (spec 02 section 7's 409), so a primary contact may not take it.
 */
export async function primaryEmailElsewhere(
  db: Db,
  sellerId: string,
  accountId: string | null,
  email: string,
): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT a.name FROM account_contacts c JOIN accounts a ON a.id = c.account_id
      WHERE c.seller_id = $1 AND c.is_primary AND lower(c.email) = lower($2)
        AND ($3::uuid IS NULL OR c.account_id <> $3)
      ORDER BY lower(a.name) LIMIT 1`,
    [sellerId, email, accountId],
  );
  return rows[0]?.name ?? null;
}
