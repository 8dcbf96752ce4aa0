import { Suspense, useState } from 'react';
import { navigate } from '@seller-portal/platform';
import { LazyAccountCreation } from './account-creation/lazy-account-creation.js';
import { LazyContactFormModal } from './contact-form/lazy-contact-form.js';
import { CustomerPage } from './customer-page/CustomerPage.js';
import { CustomersTable } from './customers-list/CustomersTable.js';
import { customerPath, useCustomersRoute } from './routing/customers-routes.js';

/** The customers list, or in its place Add New Customer (spec 02 section 2). */
function CustomersList() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <h1 className="portal-page__title">{adding ? 'Add New Customer' : 'Customers'}</h1>
      {adding ? (
        <LazyAccountCreation
          onCreated={(account) => navigate(customerPath(account.id))}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <CustomersTable onAddCustomer={() => setAdding(true)} />
      )}
    </>
  );
}

/** Everything under /customers, chosen from the location; any other path shows the not-found screen. */
export function CustomersArea() {
  const route = useCustomersRoute();
  if (!route) return null;
  return (
    <section className="portal-page">
      {route.name === 'list' ? (
        <CustomersList />
      ) : (
        <CustomerPage key={route.params.customerId} customerId={route.params.customerId} />
      )}
      {route.name === 'newContact' || route.name === 'editContact' ? (
        <Suspense fallback={null}>
          <LazyContactFormModal
            key={route.name === 'editContact' ? route.params.contactId : 'new'}
            customerId={route.params.customerId}
            contactId={route.name === 'editContact' ? route.params.contactId : undefined}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
