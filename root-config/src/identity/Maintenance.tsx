import { IdentityPage } from './IdentityPage.js';

/** Replaces the whole app while the provider's sellerAppIsInMaintenanceMode setting is on. */
export function Maintenance() {
  return (
    <IdentityPage heading="Seller Portal is under maintenance">
      <p className="portal-identity__text">
        We are making improvements and will be back shortly. Please try again later.
      </p>
    </IdentityPage>
  );
}
