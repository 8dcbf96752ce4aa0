import type { Db } from '../../db/db.js';
import type { OfferTerm } from '../pricing.js';

/** An offer term of a sales package (spec 02 section 3, Offer term). */
export interface PackageTerm extends OfferTerm {
  id: string;
  isStandardOfferTerm: boolean;
}

export interface PricingGroup {
  id: string;
  name: string;
  type: 'SUBSCRIPTION' | 'SERVICES';
}

/** A sales package with its terms (shortest first) and what its line items may price. */
export interface SalesPackage {
  id: string;
  name: string;
  availableOfferTerms: PackageTerm[];
  pricingGroups: PricingGroup[];
}

/** The seller's sales packages in their order; with a term id, only the package that offers it. */
export async function salesPackagesOf(
  db: Db,
  sellerId: string,
  offerTermId: string | null = null,
): Promise<SalesPackage[]> {
  const [packages, terms, groups] = await Promise.all([
    db.query<{ id: string; name: string }>(
      `SELECT p.id, p.name FROM sales_packages p WHERE p.seller_id = $1
         AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM sales_package_terms t
               WHERE t.seller_id = p.seller_id AND t.sales_package_id = p.id AND t.id = $2))
       ORDER BY p.position, p.name`,
      [sellerId, offerTermId],
    ),
    db.query<PackageTerm & { salesPackageId: string }>(
      `SELECT id, sales_package_id AS "salesPackageId", offer_term_type AS "offerTermType", duration,
              is_standard AS "isStandardOfferTerm"
         FROM sales_package_terms WHERE seller_id = $1
        ORDER BY offer_term_type, duration`,
      [sellerId],
    ),
    db.query<PricingGroup>(
      'SELECT id, name, type FROM pricing_groups WHERE seller_id = $1 ORDER BY position, name',
      [sellerId],
    ),
  ]);
  return packages.rows.map((pack) => ({
    ...pack,
    availableOfferTerms: terms.rows
      .filter((term) => term.salesPackageId === pack.id)
      .map(({ salesPackageId: _package, ...term }) => term),
    pricingGroups: groups.rows,
  }));
}

/** One of the seller's packages and one of its terms, or undefined for either unknown. */
export async function packageTermOf(
  db: Db,
  sellerId: string,
  salesPackageId: string,
  offerTermId: string,
): Promise<{ salesPackage: SalesPackage; term: PackageTerm | undefined } | undefined> {
  const salesPackage = (await salesPackagesOf(db, sellerId)).find((pack) => pack.id === salesPackageId);
  if (!salesPackage) return undefined;
  return { salesPackage, term: salesPackage.availableOfferTerms.find((term) => term.id === offerTermId) };
}

/** The term of a package with this type and length (a stored offer keeps those, not the term's id). */
export const termMatching = (salesPackage: SalesPackage, term: OfferTerm): PackageTerm | undefined =>
  salesPackage.availableOfferTerms.find(
    (candidate) => candidate.offerTermType === term.offerTermType && candidate.duration === term.duration,
  );
