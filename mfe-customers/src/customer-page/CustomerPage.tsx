import { Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { InlineLoading, InlineNotification, Link, Tag, Tile } from '@carbon/react';
import { lazyComponent, usePageError } from '@seller-portal/platform';
import { formatCount } from '@seller-portal/shared/formatters';
import { einProblem } from '@seller-portal/shared/validation';
import { einOnFile } from '../customer-ein/ein-on-file.js';
import { CUSTOMERS_PATH, customerOffersPath, navigateOnClick } from '../routing/customers-routes.js';
import { ContactsTable } from './ContactsTable.js';
import { CustomerProfileQuery } from './customer-profile.query.js';

// Only a customer without a valid EIN shows the form: it (and the forms module) loads then, not with the list.
const CustomerEinForm = lazyComponent(() => import('../customer-ein/CustomerEinForm.js'), 'CustomerEinForm');

/** Spec 02 section 5: a delinquent customer is ineligible for offers. */
const INELIGIBLE = 'Customer is ineligible because they are behind on existing payments.';

/**
 * /customers/{id} (spec 02 section 2, Customer page): the Legal Information card, the customer's offers and its
 * contacts. A customer that does not exist (or is another seller's) shows the not-found screen.
 */
export function CustomerPage({ customerId }: { customerId: string }) {
  const { data, error } = useQuery(CustomerProfileQuery, { variables: { id: customerId } });
  usePageError(error);
  const profile = data?.customerProfile;
  if (!profile) return null;
  const { customer } = profile;
  const offers = formatCount(profile.offersCount, 'offer');

  return (
    <>
      <Link href={CUSTOMERS_PATH} onClick={navigateOnClick(CUSTOMERS_PATH)}>
        Customers
      </Link>
      <h1 className="portal-page__title customers-page__title">
        {customer.name}
        {customer.isAccountDelinquent ? (
          <Tag type="red" size="md" className="customers-delinquent-tag">
            Delinquent
          </Tag>
        ) : null}
      </h1>
      {customer.isAccountDelinquent ? (
        <InlineNotification kind="warning" title={INELIGIBLE} hideCloseButton lowContrast />
      ) : null}
      <div className="customers-page__cards">
        <Tile className="customers-card">
          <h2 className="customers-card__title">Legal Information</h2>
          <dl className="customers-card__fields">
            <dt>EIN</dt>
            <dd>{einOnFile(customer.ein)}</dd>
            <dt>Legal Business Name</dt>
            <dd>{customer.name}</dd>
            <dt>Address</dt>
            <dd>{customer.address.label}</dd>
          </dl>
          {einProblem(customer.ein) ? (
            // The card is read-only (spec 02 section 2) but for an EIN that is missing or invalid: offers need one.
            // Entering it is ours (docs/adr/019): without the provider's call, the form is left out.
            <>
              <p className="customers-ein-step__why">Offers need this customer&apos;s EIN.</p>
              {data.providerFeatures.customerEin ? (
                <Suspense fallback={<InlineLoading description="Loading the EIN form" />}>
                  <CustomerEinForm accountId={customer.id} />
                </Suspense>
              ) : null}
            </>
          ) : null}
        </Tile>
        <Tile className="customers-card">
          <h2 className="customers-card__title">Offers</h2>
          <Link
            href={customerOffersPath(customer.id)}
            onClick={navigateOnClick(customerOffersPath(customer.id))}
          >
            {`View ${offers}`}
          </Link>
        </Tile>
      </div>
      <ContactsTable customerId={customer.id} contacts={profile.contacts} />
    </>
  );
}
