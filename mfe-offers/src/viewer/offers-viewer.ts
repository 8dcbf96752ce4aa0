import { useQuery } from '@apollo/client/react';
import type { OfferType } from '#graphql';
import {
  DASHBOARD_REPORT_ROLES,
  hasAnyRole,
  hasRole,
  OFFER_ACTION_ROLES,
  ROLE,
} from '@seller-portal/shared/roles';
import { OffersViewerQuery } from './offers-viewer.query.js';

/** Who is looking at offers and what the seller's flags let them do (spec 01 and 02, section 6). */
export interface OffersViewer {
  /** Admins, executives, sales managers and account executives act on offers; finance managers only read. */
  canAct: boolean;
  /** Only admins change an offer's owner. */
  isAdmin: boolean;
  /** Who reads the dashboard's reports exports the table too (the provider's export takes the same roles). */
  canExport: boolean;
  /** Names the exported file: {seller}_{MM-dd-yyyy}.csv. */
  sellerName: string;
  addOnsEnabled: boolean;
  renewalsEnabled: boolean;
  /** An offer's link may be sent to another contact of its customer (the seller's offerForwardingEnabled). */
  forwardingEnabled: boolean;
  authorizedOfferTypes: readonly OfferType[];
  /** The provider lists the offers expiring soon (providerFeatures.offerExpiringSoon, docs/adr/019). */
  expiringSoonOffered: boolean;
  /** The provider summarizes the pipeline and lists a period's and an owner's offers (providerFeatures.offerPipeline). */
  pipelineOffered: boolean;
  /** The provider searches the offers list (providerFeatures.offerSearch, docs/adr/019). */
  searchOffered: boolean;
}

/** The viewer once known (null before), so no action shows and then vanishes. */
export function useOffersViewer(): OffersViewer | null {
  const { data } = useQuery(OffersViewerQuery);
  if (!data) return null;
  const roles = data.viewer.roles;
  return {
    canAct: hasAnyRole(roles, OFFER_ACTION_ROLES),
    isAdmin: hasRole(roles, ROLE.admin),
    canExport: hasAnyRole(roles, DASHBOARD_REPORT_ROLES),
    sellerName: data.organization?.sellerName ?? '',
    addOnsEnabled: data.organization?.offerAddOnsEnabled ?? false,
    renewalsEnabled: data.organization?.settings.renewalsEnabled ?? false,
    forwardingEnabled: data.organization?.settings.offerForwardingEnabled ?? false,
    authorizedOfferTypes: data.organization?.settings.authorizedOfferTypes ?? [],
    expiringSoonOffered: data.providerFeatures.offerExpiringSoon,
    pipelineOffered: data.providerFeatures.offerPipeline,
    searchOffered: data.providerFeatures.offerSearch,
  };
}
