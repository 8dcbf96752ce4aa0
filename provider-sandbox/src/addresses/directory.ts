/** One address of the sandbox's address directory (spec 01 section 3, Address, plus the time zone accounts keep). */
export interface Address {
  label: string;
  addressNumber: string;
  street: string;
  neighborhood: string | null;
  municipality: string;
  subRegion: string | null;
  region: string;
  postalCode: string;
  country: string;
  isInternational: boolean;
  /** IANA time zone of the address. */
  timeZone: string;
}

type Entry = [
  addressNumber: string,
  street: string,
  municipality: string,
  region: string,
  postalCode: string,
  country: string,
  timeZone: string,
  subRegion?: string,
  neighborhood?: string,
];

// Real-looking business addresses (no person lives at them in this sandbox); US first, then international.
const ENTRIES: readonly Entry[] = [
  [
    '100',
    'Pine Street',
    'San Francisco',
    'CA',
    '94111',
    'USA',
    'America/Los_Angeles',
    'San Francisco County',
    'Financial District',
  ],
  [
    '1 Market',
    'Street',
    'San Francisco',
    'CA',
    '94105',
    'USA',
    'America/Los_Angeles',
    'San Francisco County',
    'South Beach',
  ],
  [
    '500',
    'Terry Francine Street',
    'San Francisco',
    'CA',
    '94158',
    'USA',
    'America/Los_Angeles',
    'San Francisco County',
    'Mission Bay',
  ],
  [
    '1600',
    'Amphitheatre Parkway',
    'Mountain View',
    'CA',
    '94043',
    'USA',
    'America/Los_Angeles',
    'Santa Clara County',
  ],
  [
    '410',
    'Terry Avenue North',
    'Seattle',
    'WA',
    '98109',
    'USA',
    'America/Los_Angeles',
    'King County',
    'South Lake Union',
  ],
  ['1201', 'Elm Street', 'Dallas', 'TX', '75270', 'USA', 'America/Chicago', 'Dallas County', 'Downtown'],
  ['600', 'Congress Avenue', 'Austin', 'TX', '78701', 'USA', 'America/Chicago', 'Travis County', 'Downtown'],
  [
    '233',
    'South Wacker Drive',
    'Chicago',
    'IL',
    '60606',
    'USA',
    'America/Chicago',
    'Cook County',
    'The Loop',
  ],
  [
    '1',
    'Lincoln Street',
    'Boston',
    'MA',
    '02111',
    'USA',
    'America/New_York',
    'Suffolk County',
    'Financial District',
  ],
  ['200', 'Park Avenue', 'New York', 'NY', '10166', 'USA', 'America/New_York', 'New York County', 'Midtown'],
  [
    '85',
    'Broad Street',
    'New York',
    'NY',
    '10004',
    'USA',
    'America/New_York',
    'New York County',
    'Financial District',
  ],
  [
    '1500',
    'Market Street',
    'Philadelphia',
    'PA',
    '19102',
    'USA',
    'America/New_York',
    'Philadelphia County',
    'Center City',
  ],
  ['3500', 'Lenox Road NE', 'Atlanta', 'GA', '30326', 'USA', 'America/New_York', 'Fulton County', 'Buckhead'],
  [
    '1111',
    'Brickell Avenue',
    'Miami',
    'FL',
    '33131',
    'USA',
    'America/New_York',
    'Miami-Dade County',
    'Brickell',
  ],
  ['1700', 'Lincoln Street', 'Denver', 'CO', '80203', 'USA', 'America/Denver', 'Denver County', 'Uptown'],
  [
    '2',
    'North Central Avenue',
    'Phoenix',
    'AZ',
    '85004',
    'USA',
    'America/Phoenix',
    'Maricopa County',
    'Downtown',
  ],
  [
    '222',
    'South 9th Street',
    'Minneapolis',
    'MN',
    '55402',
    'USA',
    'America/Chicago',
    'Hennepin County',
    'Downtown West',
  ],
  ['1000', 'Woodward Avenue', 'Detroit', 'MI', '48226', 'USA', 'America/Detroit', 'Wayne County', 'Downtown'],
  [
    '111',
    'SW 5th Avenue',
    'Portland',
    'OR',
    '97204',
    'USA',
    'America/Los_Angeles',
    'Multnomah County',
    'Downtown',
  ],
  [
    '15',
    'West South Temple',
    'Salt Lake City',
    'UT',
    '84101',
    'USA',
    'America/Denver',
    'Salt Lake County',
    'Downtown',
  ],
  [
    '301',
    'Commerce Street',
    'Fort Worth',
    'TX',
    '76102',
    'USA',
    'America/Chicago',
    'Tarrant County',
    'Sundance Square',
  ],
  ['3', 'Crossways Business Park', 'Raleigh', 'NC', '27607', 'USA', 'America/New_York', 'Wake County'],
  [
    '1',
    'Canada Square',
    'London',
    'Greater London',
    'E14 5AB',
    'GBR',
    'Europe/London',
    undefined,
    'Canary Wharf',
  ],
  [
    '30',
    'St Mary Axe',
    'London',
    'Greater London',
    'EC3A 8BF',
    'GBR',
    'Europe/London',
    undefined,
    'City of London',
  ],
  ['1', 'Spinningfields', 'Manchester', 'Greater Manchester', 'M3 3AP', 'GBR', 'Europe/London'],
  ['Grand Canal', 'Square', 'Dublin', 'Leinster', 'D02 P820', 'IRL', 'Europe/Dublin', undefined, 'Docklands'],
  ['Friedrichstraße', '68', 'Berlin', 'Berlin', '10117', 'DEU', 'Europe/Berlin', undefined, 'Mitte'],
  [
    'Maximilianstraße',
    '35',
    'München',
    'Bayern',
    '80539',
    'DEU',
    'Europe/Berlin',
    undefined,
    'Altstadt-Lehel',
  ],
  ['Avenue des Champs-Élysées', '101', 'Paris', 'Île-de-France', '75008', 'FRA', 'Europe/Paris'],
  [
    'Gustav Mahlerplein',
    '2',
    'Amsterdam',
    'Noord-Holland',
    '1082 MA',
    'NLD',
    'Europe/Amsterdam',
    undefined,
    'Zuidas',
  ],
  ['Bahnhofstrasse', '45', 'Zürich', 'Zürich', '8001', 'CHE', 'Europe/Zurich'],
  [
    'Regeringsgatan',
    '29',
    'Stockholm',
    'Stockholm',
    '111 53',
    'SWE',
    'Europe/Stockholm',
    undefined,
    'Norrmalm',
  ],
  [
    '100',
    'King Street West',
    'Toronto',
    'ON',
    'M5X 1A9',
    'CAN',
    'America/Toronto',
    undefined,
    'Financial District',
  ],
  [
    '1250',
    'René-Lévesque Boulevard West',
    'Montréal',
    'QC',
    'H3B 4W8',
    'CAN',
    'America/Toronto',
    undefined,
    'Downtown',
  ],
  [
    '1055',
    'West Georgia Street',
    'Vancouver',
    'BC',
    'V6E 3P3',
    'CAN',
    'America/Vancouver',
    undefined,
    'Downtown',
  ],
  [
    '1',
    'Raffles Place',
    'Singapore',
    'Singapore',
    '048616',
    'SGP',
    'Asia/Singapore',
    undefined,
    'Downtown Core',
  ],
  ['200', 'George Street', 'Sydney', 'NSW', '2000', 'AUS', 'Australia/Sydney', undefined, 'The Rocks'],
  [
    'Paseo de la Reforma',
    '505',
    'Ciudad de México',
    'CDMX',
    '06500',
    'MEX',
    'America/Mexico_City',
    undefined,
    'Cuauhtémoc',
  ],
  [
    'Avenida Paulista',
    '1578',
    'São Paulo',
    'SP',
    '01310-200',
    'BRA',
    'America/Sao_Paulo',
    undefined,
    'Bela Vista',
  ],
  ['Marunouchi', '2-7-2', 'Tokyo', 'Tokyo', '100-7090', 'JPN', 'Asia/Tokyo', undefined, 'Chiyoda'],
];

function labelOf([number, street, municipality, region, postalCode, country]: Entry): string {
  return country === 'USA'
    ? `${number} ${street}, ${municipality}, ${region} ${postalCode}, USA`
    : `${number} ${street}, ${postalCode} ${municipality}${region === municipality ? '' : `, ${region}`}, ${country}`;
}

/** The sandbox's address directory: what the address typeahead searches (spec 01 section 5, Typeaheads). */
export const ADDRESS_DIRECTORY: readonly Address[] = ENTRIES.map((entry) => {
  const [
    addressNumber,
    street,
    municipality,
    region,
    postalCode,
    country,
    timeZone,
    subRegion,
    neighborhood,
  ] = entry;
  return {
    label: labelOf(entry),
    addressNumber,
    street,
    neighborhood: neighborhood ?? null,
    municipality,
    subRegion: subRegion ?? null,
    region,
    postalCode,
    country,
    isInternational: country !== 'USA',
    timeZone,
  };
});

export const TYPEAHEAD_MIN_LENGTH = 2;
export const TYPEAHEAD_MAX_LENGTH = 200;
const TYPEAHEAD_RESULTS = 10;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Addresses whose label contains every word of the query (accents and case ignored), domestic or international. */
export function searchAddresses(query: string, international: boolean): Address[] {
  const words = fold(query)
    .split(/[\s,]+/)
    .filter(Boolean);
  return ADDRESS_DIRECTORY.filter(
    (address) =>
      address.isInternational === international && words.every((word) => fold(address.label).includes(word)),
  ).slice(0, TYPEAHEAD_RESULTS);
}
