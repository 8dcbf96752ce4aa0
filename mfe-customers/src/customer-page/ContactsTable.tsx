import { useCallback, useEffect, useRef } from 'react';
import { Button, Link, TableCell, Tag } from '@carbon/react';
import { Email, useToastMutation } from '@seller-portal/platform';
import { formatDateTime, formatPhoneNumber, timeZoneGenericName } from '@seller-portal/shared/formatters';
import { ListTable } from '@seller-portal/shared/table';
import type { CustomerProfileQuery as CustomerProfile } from '#graphql';
import { editContactPath, navigateOnClick, newContactPath } from '../routing/customers-routes.js';
import { CustomerProfileQuery, MakePrimaryAccountContactMutation } from './customer-profile.query.js';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';

type Contact = CustomerProfile['customerProfile']['contacts'][number];

/** The element that shows a contact is the default, where focus goes once it became the default. */
const defaultTagId = (contactId: string) => `contact-${contactId}-default`;

/** Dates in the viewer's zone, which the headers name (spec 02 section 2: MM/dd/yyyy hh:mm a). */
const when = (value: string) => formatDateTime(value, undefined, { withZone: false });

export interface ContactsTableProps {
  customerId: string;
  contacts: readonly Contact[];
}

/** The customer's account contacts (spec 02 sections 2 and 4): the primary is the Default; another can become it. */
export function ContactsTable({ customerId, contacts }: ContactsTableProps) {
  // The contact just made the default: once the table shows it, the keyboard lands on its new state (the button that
  // had focus is gone).
  const madeDefault = useRef<string | null>(null);
  const focusMadeDefault = useCallback(() => {
    const shown = madeDefault.current && document.getElementById(defaultTagId(madeDefault.current));
    if (!shown) return;
    shown.focus();
    madeDefault.current = null;
  }, []);
  useEffect(focusMadeDefault, [contacts, focusMadeDefault]);
  const [makePrimary, { loading }] = useToastMutation(MakePrimaryAccountContactMutation, {
    success: 'The primary contact has been updated successfully.',
    failure: FAILURE_MESSAGES.tryAgain,
    refetch: [CustomerProfileQuery],
  });
  // The zone as a name for all seasons (ET), since a March and a November date sit in the same column.
  const zone = timeZoneGenericName();
  const headers = [
    'Customer Name',
    'Email',
    'Phone Number',
    'Mobile Phone Number',
    'Status',
    `Created (${zone})`,
    `Last Updated (${zone})`,
  ];

  return (
    <ListTable
      title="Account Contacts"
      className="customers-contacts"
      label="Account contacts"
      columns={headers.map((header) => ({ key: header, header }))}
      rows={contacts}
      rowKey={(contact) => contact.id}
      loading={loading}
      failed={false}
      emptyText="No Account Contacts"
      toolbar={{
        label: 'Account contacts toolbar',
        actions: (
          <Link
            className="customers-toolbar-link"
            href={newContactPath(customerId)}
            onClick={navigateOnClick(newContactPath(customerId))}
          >
            add new Contact
          </Link>
        ),
      }}
      cells={(contact) => (
        <>
          <TableCell>
            <Link
              href={editContactPath(customerId, contact.id)}
              onClick={navigateOnClick(editContactPath(customerId, contact.id))}
            >
              {contact.fullName}
            </Link>
          </TableCell>
          <TableCell>
            <Email address={contact.email} />
          </TableCell>
          <TableCell className="customers-nowrap">{formatPhoneNumber(contact.phoneNumber)}</TableCell>
          <TableCell className="customers-nowrap">{formatPhoneNumber(contact.mobilePhoneNumber)}</TableCell>
          <TableCell>
            {contact.isPrimary ? (
              <span id={defaultTagId(contact.id)} tabIndex={-1} className="customers-default">
                <Tag type="green" size="sm">
                  Default
                </Tag>
                <span className="cds--visually-hidden"> contact: {contact.fullName}</span>
              </span>
            ) : (
              <Button
                kind="ghost"
                size="sm"
                disabled={loading}
                onClick={() =>
                  void makePrimary({ accountId: customerId, contactId: contact.id }).then((made) => {
                    if (!made) return;
                    madeDefault.current = contact.id;
                    focusMadeDefault();
                  })
                }
              >
                Make default
                <span className="cds--visually-hidden"> for {contact.fullName}</span>
              </Button>
            )}
          </TableCell>
          <TableCell className="customers-nowrap">{when(contact.created)}</TableCell>
          <TableCell className="customers-nowrap">{when(contact.updated)}</TableCell>
        </>
      )}
    />
  );
}
