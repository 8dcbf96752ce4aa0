import { useQuery } from '@apollo/client/react';
import {
  Button,
  DataTableSkeleton,
  InlineNotification,
  Link,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeader,
  TableRow,
  TableToolbar,
  TableToolbarContent,
  TableToolbarSearch,
} from '@carbon/react';
import { Renew } from '@carbon/icons-react';
import { Email } from '@seller-portal/platform';
import { formatEin } from '@seller-portal/shared/formatters';
import { usePagedSearch } from '@seller-portal/shared/hooks';
import { customerPath, navigateOnClick } from '../routing/customers-routes.js';
import { CustomersQuery } from './customers.query.js';

const HEADERS = ['Customer Name', 'Customer Address', 'Contact', 'EIN'];

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

  if (error && !customers) {
    return (
      <InlineNotification kind="error" title="Something went wrong. Try again." hideCloseButton lowContrast />
    );
  }

  const rows = customers?.items ?? [];

  return (
    <TableContainer>
      <TableToolbar aria-label="Customers toolbar">
        <TableToolbarContent>
          <TableToolbarSearch
            persistent
            placeholder="Customer Name"
            labelText="Customer Name"
            value={searchText}
            onChange={(event) => setSearchText(typeof event === 'string' ? event : event.target.value)}
            onClear={() => setSearchText('')}
          />
          <Button
            kind="ghost"
            hasIconOnly
            renderIcon={Renew}
            iconDescription="Refresh"
            tooltipPosition="bottom"
            disabled={loading}
            onClick={() => void refetch()}
          />
          <Button onClick={onAddCustomer}>Add New Customer</Button>
        </TableToolbarContent>
      </TableToolbar>
      {!customers && loading ? (
        <DataTableSkeleton
          headers={HEADERS.map((header) => ({ key: header, header }))}
          columnCount={HEADERS.length}
          rowCount={5}
          showHeader={false}
          showToolbar={false}
        />
      ) : (
        <Table aria-label="Customers" aria-busy={loading}>
          <TableHead>
            <TableRow>
              {HEADERS.map((header) => (
                <TableHeader key={header}>{header}</TableHeader>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={HEADERS.length}>
                  {search ? 'No customers match your search.' : 'There are no customers to show yet.'}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((customer) => (
                <TableRow key={customer.id}>
                  <TableCell>
                    <Link
                      href={customerPath(customer.id)}
                      onClick={navigateOnClick(customerPath(customer.id))}
                    >
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
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
      <Pagination {...pagination} totalItems={customers?.pageInfo.totalElements ?? 0} />
    </TableContainer>
  );
}
