import { useState } from 'react';
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
import { formatEin } from '@seller-portal/shared/formatters';
import { useDebouncedValue } from '@seller-portal/shared/hooks';
import { customerPath, navigateOnClick } from '../routing/customers-routes.js';
import { CustomersQuery } from './customers.query.js';

// Spec 02 section 9: pages of 10 from page 0, a 300 ms search of at most 200 characters.
const PAGE_SIZES = [10, 20, 30, 40, 50];
const SEARCH_DELAY_MS = 300;
const SEARCH_MAX_LENGTH = 200;

const HEADERS = ['Customer Name', 'Customer Address', 'Contact', 'EIN'];

export interface CustomersTableProps {
  onAddCustomer: () => void;
}

/** The customers list (spec 02 section 2): filter, refresh, pagination; each name opens the customer. */
export function CustomersTable({ onAddCustomer }: CustomersTableProps) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ page: 0, size: PAGE_SIZES[0]!, search });
  // The page goes back to 0 whenever the (debounced) search changes.
  const page = paging.search === search ? paging.page : 0;
  const { data, previousData, loading, error, refetch } = useQuery(CustomersQuery, {
    variables: { page, size: paging.size, search: search || null },
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
            onChange={(event) =>
              setSearchText(
                (typeof event === 'string' ? event : event.target.value).slice(0, SEARCH_MAX_LENGTH),
              )
            }
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
                        <span>{customer.accountContact.email}</span>
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
      <Pagination
        page={page + 1}
        pageSize={paging.size}
        pageSizes={PAGE_SIZES}
        totalItems={customers?.pageInfo.totalElements ?? 0}
        onChange={({ page: nextPage, pageSize }: { page: number; pageSize: number }) =>
          setPaging({ search, size: pageSize, page: pageSize === paging.size ? nextPage - 1 : 0 })
        }
      />
    </TableContainer>
  );
}
