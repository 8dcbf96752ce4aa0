import type { Router } from 'express';
import { searchAddresses } from '../../addresses/directory.js';
import { findAccount } from '../../customers/repository.js';
import { noStore } from '../../http/cache.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { queryParam } from '../../http/params.js';
import { readSellerSettings } from '../../sellers/index.js';
import { termEndDateOf, termOf } from '../answers.js';
import { salesPackagesOf, termMatching } from './packages.js';
import { CREATE_MESSAGES, creationWindow, EXTERNAL_ID } from './rules.js';
import type { Db } from '../../db/db.js';
import type { CreationInputs } from './inputs.js';

/** What the create screen starts from: a Salesforce opportunity, an offer to duplicate, an add-on's parent. */
export function addMetadataRoutes(
  router: Router,
  db: Db,
  { actor, offerOf, addOnParentOf }: CreationInputs,
): void {
  router.get('/v1/offers/salesforce-opportunity-metadata', async (req, res) => {
    const member = await actor(req);
    if (!(await readSellerSettings(db, member.sellerId)).salesforceEnabled)
      throw forbidden('Salesforce is not enabled for this seller.');
    const opportunityId = queryParam(req, 'opportunityId');
    if (typeof opportunityId !== 'string' || !EXTERNAL_ID.test(opportunityId))
      throw badRequest('Validation failed', [
        { field: 'opportunityId', message: CREATE_MESSAGES.externalIdInvalid },
      ]);
    const { rows } = await db.query<{
      accountName: string;
      addressLabel: string;
      firstName: string;
      lastName: string;
      phone: string | null;
      email: string;
      accountId: string | null;
    }>(
      `SELECT o.account_name AS "accountName", o.address_label AS "addressLabel", o.contact_first_name AS "firstName",
              o.contact_last_name AS "lastName", o.contact_phone AS phone, o.contact_email AS email,
              (SELECT a.id FROM accounts a WHERE a.seller_id = o.seller_id AND lower(a.name) = lower(o.account_name)
                ORDER BY a.created_at LIMIT 1) AS "accountId"
         FROM salesforce_opportunities o WHERE o.seller_id = $1 AND o.opportunity_id = $2`,
      [member.sellerId, opportunityId],
    );
    const opportunity = rows[0];
    if (!opportunity) throw notFound('Opportunity not found');
    noStore(res).json({
      opportunityId,
      existingAccount: opportunity.accountId
        ? await findAccount(db, member.sellerId, opportunity.accountId)
        : null,
      createAccountMetadata: {
        name: opportunity.accountName,
        addressLabel: opportunity.addressLabel,
        addressSuggestions: searchAddresses(opportunity.addressLabel, false).slice(0, 5),
        accountContactFirstName: opportunity.firstName,
        accountContactLastName: opportunity.lastName,
        accountContactPhone: opportunity.phone,
        accountContactEmail: opportunity.email,
      },
    });
  });

  router.get('/v1/offers/:id/offer-duplication-metadata', async (req, res) => {
    const member = await actor(req);
    const offer = await offerOf(member, req.params.id);
    const packages = await salesPackagesOf(db, member.sellerId);
    const salesPackage = packages.find((pack) => pack.id === offer.salesPackageId);
    const term = salesPackage && termMatching(salesPackage, termOf(offer));
    noStore(res).json({
      expiration: offer.expiration.toISOString(),
      externalReferenceId: offer.externalReferenceId,
      directPaymentTerms: offer.directPaymentTerms,
      directBillingFrequency: offer.directBillingFrequency,
      salesPackageId: salesPackage ? salesPackage.id : null,
      offerTermId: term ? term.id : null,
      account: await findAccount(db, member.sellerId, offer.accountId),
      messageToAccount: offer.messageToAccount,
      parentOfferId: offer.parentOfferId,
      isAddOn: offer.subType === 'ADDON',
      offerSubType: offer.subType === 'ADDON' ? 'ADDON' : 'INITIAL',
      // Ours: the lines too, so a duplicate is the same deal.
      lineItems: offer.lineItems.map(({ pricingGroupId, pricingGroupName, pricingGroupType, amount }) => ({
        pricingGroupId,
        pricingGroupName,
        pricingGroupType,
        amount,
      })),
    });
  });

  router.get('/v1/offers/:id/addon-metadata', async (req, res) => {
    const member = await actor(req);
    const parent = await addOnParentOf(member, req.params.id);
    const packages = await salesPackagesOf(db, member.sellerId);
    const salesPackage = packages.find((pack) => pack.id === parent.salesPackageId);
    const term = salesPackage && termMatching(salesPackage, termOf(parent));
    const window = creationWindow(parent.timeZone, new Date(), termEndDateOf(parent) ?? null);
    noStore(res).json({
      maxExpirationDate: window.maxExpirationDate,
      directPaymentTerms: parent.directPaymentTerms,
      directBillingFrequency: parent.directBillingFrequency,
      salesPackageId: salesPackage ? salesPackage.id : null,
      offerTermId: term ? term.id : null,
      account: await findAccount(db, member.sellerId, parent.accountId),
    });
  });
}
