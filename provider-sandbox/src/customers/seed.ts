import { ADDRESS_DIRECTORY } from '../addresses/directory.js';
import { sellerId } from '../core/seed/data.js';
import { stableUuid } from '../core/seed/ids.js';
import type { Db } from '../db/db.js';

type Contact = [
  firstName: string,
  lastName: string,
  phoneNumber: string | null,
  mobilePhoneNumber: string | null,
];

interface DemoCustomer {
  name: string;
  /** An address of the sandbox's address directory, by label. */
  address: string;
  ein: string | null;
  delinquent?: boolean;
  /** The first is the primary contact. */
  contacts: Contact[];
}

const customer = (
  name: string,
  address: string,
  ein: string | null,
  contacts: Contact[],
  delinquent = false,
): DemoCustomer => ({ name, address, ein, contacts, delinquent });

/**
 * Acme: 25 customers, three pages of 10, with contacts with and without phones, one delinquent (Keystone Freight),
 * one without an EIN (Driftwood Hospitality, in London) and one without contacts (Ironwood Construction).
 */
const DEMO_CUSTOMERS: Record<string, DemoCustomer[]> = {
  acme: [
    customer('Aperture Labs', '100 Pine Street', '94-3101001', [['Cave', 'Johnson', '(415) 555-0101', null]]),
    customer('Beacon Health Partners', '1 Lincoln Street', '04-3101002', [
      ['Maya', 'Patel', '(617) 555-0102', '(617) 555-0152'],
      ['Owen', 'Brooks', null, null],
    ]),
    customer('Blue Harbor Logistics', '1111 Brickell Avenue', '59-3101003', [
      ['Luis', 'Ortega', null, '(305) 555-0103'],
    ]),
    customer('Brightline Dental', '1500 Market Street', '23-3101004', [
      ['Priya', 'Shah', '(215) 555-0104', null],
    ]),
    customer('Cascade Outfitters', '410 Terry Avenue North', '91-3101005', [
      ['Nora', 'Lindqvist', '(206) 555-0105', null],
      ['Ben', 'Okafor', '(206) 555-0155', null],
    ]),
    customer('Cedar & Stone Architects', '1700 Lincoln Street', '84-3101006', [['Hana', 'Sato', null, null]]),
    customer('Copperleaf Foods', '1201 Elm Street', '75-3101007', [
      ['Diego', 'Ramos', '(214) 555-0107', null],
    ]),
    customer('Driftwood Hospitality', '1 Canada Square', null, [['Amelia', 'Hart', '(207) 555-0108', null]]),
    customer('Evergreen Property Group', '111 SW 5th Avenue', '93-3101009', [
      ['Grant', 'Fischer', null, '(503) 555-0109'],
    ]),
    customer('Fieldstone Manufacturing', '1000 Woodward Avenue', '38-3101010', [
      ['Tessa', 'Novak', '(313) 555-0110', null],
    ]),
    customer('Granite Peak Insurance', '15 West South Temple', '87-3101011', [
      ['Caleb', 'Young', '(801) 555-0111', null],
      ['Ivy', 'Chen', null, '(801) 555-0161'],
      ['Marco', 'Bianchi', null, null],
    ]),
    customer('Harborview Clinics', '200 Park Avenue', '13-3101012', [
      ['Selena', 'Ruiz', '(212) 555-0112', null],
    ]),
    customer('Ironwood Construction', '600 Congress Avenue', '74-3101013', []),
    customer('Juniper Learning', '3 Crossways Business Park', '56-3101014', [['Avery', 'Moore', null, null]]),
    customer(
      'Keystone Freight',
      '233 South Wacker Drive',
      '36-3101015',
      [['Frank', 'Keller', '(312) 555-0115', null]],
      true,
    ),
    customer('Lakeside Veterinary', '222 South 9th Street', '41-3101016', [
      ['Rosa', 'Lindgren', '(612) 555-0116', null],
    ]),
    customer('Maple Row Bakeries', '3500 Lenox Road NE', '58-3101017', [
      ['June', 'Park', null, '(404) 555-0117'],
    ]),
    customer('Northwind Traders', '85 Broad Street', '13-3101018', [
      ['Andrew', 'Fuller', '(212) 555-0118', null],
    ]),
    customer('Oakridge Law Group', '2 North Central Avenue', '86-3101019', [
      ['Dana', 'Whitfield', '(602) 555-0119', null],
    ]),
    customer('Pinecrest Realty', '301 Commerce Street', '75-3101020', [['Eli', 'Turner', null, null]]),
    customer('Quarry Lane Studios', '1 Market Street', '94-3101021', [
      ['Zoe', 'Adler', '(415) 555-0121', null],
    ]),
    customer('Redwood Fitness', '500 Terry Francine Street', '68-3101022', [
      ['Kai', 'Nakamura', null, '(415) 555-0122'],
    ]),
    customer('Silverline Telecom', '1600 Amphitheatre Parkway', '77-3101023', [
      ['Leah', 'Goldberg', '(650) 555-0123', null],
    ]),
    customer('Tidewater Marine', '1 Lincoln Street', '04-3101024', [
      ['Sam', 'Carver', '(617) 555-0124', null],
    ]),
    customer('Willow Creek Farms', '1700 Lincoln Street', '84-3101025', [['Ruth', 'Emerson', null, null]]),
  ],
  borealis: [
    customer('Aurora Ski Resorts', '1055 West Georgia Street', null, [
      ['Elsa', 'Berg', '(604) 555-0201', null],
    ]),
    customer('Polar Freight Lines', '15 West South Temple', '87-4101002', [
      ['Nils', 'Holm', '(801) 555-0202', null],
    ]),
    customer('Tundra Outfitters', '1700 Lincoln Street', '84-4101003', [
      ['Ingrid', 'Dahl', null, '(303) 555-0203'],
    ]),
  ],
};

const addressOf = (start: string) => {
  const address = ADDRESS_DIRECTORY.find((entry) => entry.label.startsWith(start));
  if (!address) throw new Error(`customers seed: no directory address starts with ${start}`);
  return address;
};

const domainOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;

/** Fixed instants, so a fresh database always looks the same: one customer a day from March 2025. */
const createdAt = (index: number, hour = 15) => new Date(Date.UTC(2025, 2, 1 + index, hour, 30));

/** Customers and contacts for the demo sellers this database has. */
export async function seedCustomers(tx: Db): Promise<void> {
  for (const [key, customers] of Object.entries(DEMO_CUSTOMERS)) {
    const seller = sellerId(key);
    const { rows } = await tx.query('SELECT 1 FROM sellers WHERE id = $1', [seller]);
    if (rows.length === 0) continue;
    for (const [index, demo] of customers.entries()) {
      const accountId = stableUuid(`account:${key}:${demo.name}`);
      const address = addressOf(demo.address);
      await tx.query(
        `INSERT INTO accounts (id, seller_id, name, address_label, address_country, address_time_zone, ein,
           is_delinquent, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [
          accountId,
          seller,
          demo.name,
          address.label,
          address.country,
          address.timeZone,
          demo.ein,
          demo.delinquent ?? false,
          createdAt(index),
        ],
      );
      for (const [position, [firstName, lastName, phone, mobile]] of demo.contacts.entries()) {
        const email = `${firstName}.${lastName}@${domainOf(demo.name)}`.toLowerCase();
        await tx.query(
          `INSERT INTO account_contacts (id, seller_id, account_id, first_name, last_name, email, phone_number,
             mobile_phone_number, is_primary, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            stableUuid(`account-contact:${key}:${email}`),
            seller,
            accountId,
            firstName,
            lastName,
            email,
            phone,
            mobile,
            position === 0,
            createdAt(index, 15 + position),
            createdAt(index + 30, 15 + position),
          ],
        );
      }
    }
  }
}

/** The demo customers' ids, by seller key and name, for tests. */
export const demoAccountId = (sellerKey: string, name: string): string =>
  stableUuid(`account:${sellerKey}:${name}`);
