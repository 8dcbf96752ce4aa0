import { Button, MenuButton, MenuItem } from '@carbon/react';
import { navigate, navigateOnClick } from '@seller-portal/platform';
import type { OfferType } from '#graphql';
import { CREATE_INVOICE_PATH, CREATE_QUOTE_PATH } from '../routing/offers-routes.js';

const CREATE: Record<OfferType, { label: string; path: string }> = {
  QUOTE: { label: 'Create Offer', path: CREATE_QUOTE_PATH },
  INVOICE: { label: 'Create Invoice', path: CREATE_INVOICE_PATH },
};

/**
 * Spec 02 section 2: Create Offer or Create Invoice by the seller's one authorized offer type, or the "Create an
 * Offer" dropdown with both when several are authorized.
 */
export function CreateOfferButton({ types }: { types: readonly OfferType[] }) {
  if (types.length === 0) return null;
  if (types.length === 1) {
    const only = CREATE[types[0]!];
    return (
      <Button href={only.path} onClick={navigateOnClick(only.path)}>
        {only.label}
      </Button>
    );
  }
  return (
    <MenuButton label="Create an Offer" menuAlignment="bottom-end">
      {types.map((type) => (
        <MenuItem key={type} label={CREATE[type].label} onClick={() => navigate(CREATE[type].path)} />
      ))}
    </MenuButton>
  );
}
