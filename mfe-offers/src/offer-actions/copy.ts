/** What the offers' copy actions say once copied (spec 01 section 8, spec 02 section 9). */
export const COPIED = {
  link: 'Offer link copied!',
  externalId: 'External ID copied!',
  email: 'Email copied!',
} as const;
