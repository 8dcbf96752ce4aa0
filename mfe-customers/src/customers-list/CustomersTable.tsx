import { useQuery } from '@apollo/client/react';
import { Button, Link, TableCell } from '@carbon/react';
import { Email } from '@seller-portal/platform';
import { formatEin } from '@seller-portal/shared/formatters';
import { usePagedSearch } from '@seller-portal/shared/hooks';
import { ListTable } from '@seller-portal/shared/table';
import { customerPath, navigateOnClick } from '../routing/customers-routes.js';
import { CustomersQuery } from './customers.query.js';

const COLUMNS = ['Customer Name', 'Customer Address', 'Contact', 'EIN'].map((header) => ({
  key: header,
  header,
}));

export interface CustomersTableProps {
  onAddCustomer: () => void;
}

/** The customers list (spec 02 section 2): filter, refresh, pagination; each name opens the customer. */
export function CustomersTable({ onAddCustomer }: CustomersTableProps) {
  const { searchText, setSearchText, search, page, size, pagination } = usePagedSearch();
  const { data, previousData, loading, error, refetch } = useQuery(CustomersQuery, {
    variables: { page, size, search: search || null },
    notifyOnNetworkStatusChange: true,
  });
  const customers = (data ?? previousData)?.customers;

  return (
    <ListTable
      label="Customers"
      columns={COLUMNS}
      rows={customers?.items ?? (loading ? undefined : [])}
      rowKey={(customer) => customer.id}
      loading={loading}
      failed={Boolean(error) && !customers}
      emptyText={search ? 'No customers match your search.' : 'There are no customers to show yet.'}
      toolbar={{
        label: 'Customers toolbar',
        search: { label: 'Customer Name', text: searchText, onChange: setSearchText },
        onRefresh: () => void refetch(),
        actions: <Button onClick={onAddCustomer}>Add New Customer</Button>,
      }}
      pagination={{ ...pagination, totalItems: customers?.pageInfo.totalElements ?? 0 }}
      cells={(customer) => (
        <>
          <TableCell>
            <Link href={customerPath(customer.id)} onClick={navigateOnClick(customerPath(customer.id))}>
              {customer.name}
            </Link>
          </TableCell>
          <TableCell>{customer.address.label}</TableCell>
          <TableCell>
            {customer.accountContact ? (
              <span className="customers-contact-cell">
                <span>{customer.accountContact.firstName}</span>
                <Email address={customer.accountContact.email} />
              </span>
            ) : null}
          </TableCell>
          <TableCell className="customers-nowrap">{formatEin(customer.ein)}</TableCell>
        </>
      )}
    />
  );
}
