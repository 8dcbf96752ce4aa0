import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Link,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Tag,
  Tile,
} from '@carbon/react';
import { navigateOnClick } from '@seller-portal/platform';
import { formatDate, formatMoney } from '@seller-portal/shared/formatters';
import { stageTagType } from '../offers-list/stage-tag.js';
import { offerPath } from '../routing/offers-routes.js';
import { OfferAddOnsQuery } from './offer.query.js';

const PAGE_SIZE = 10;

/** The offer's add-on offers (spec 02 section 2), newest first, each linking to its own details. */
export function AddOnsTable({ offerId }: { offerId: string }) {
  const [page, setPage] = useState(0);
  const { data, previousData } = useQuery(OfferAddOnsQuery, { variables: { id: offerId, page } });
  const addOns = (data ?? previousData)?.offer.addOns;
  return (
    <Tile className="offers-card" aria-labelledby="offer-add-ons-heading">
      <h2 id="offer-add-ons-heading" className="offers-card__title">
        Add On Offers
      </h2>
      <Table aria-label="Add on offers" size="md">
        <TableHead>
          <TableRow>
            <TableHeader>Offer</TableHeader>
            <TableHeader>Status</TableHeader>
            <TableHeader>Total</TableHeader>
            <TableHeader>Created</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {(addOns?.items ?? []).map((addOn) => (
            <TableRow key={addOn.id}>
              <TableCell>
                <Link href={offerPath(addOn.id)} onClick={navigateOnClick(offerPath(addOn.id))}>
                  {`Add on for ${addOn.accountName}`}
                </Link>
              </TableCell>
              <TableCell>
                <Tag type={stageTagType(addOn.stage)} size="sm">
                  {addOn.stageLabel}
                </Tag>
              </TableCell>
              <TableCell>{formatMoney(addOn.directOfferTotalContractValue)}</TableCell>
              <TableCell>{formatDate(addOn.createdDate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {(addOns?.pageInfo.totalElements ?? 0) > PAGE_SIZE ? (
        <Pagination
          page={page + 1}
          pageSize={PAGE_SIZE}
          pageSizes={[PAGE_SIZE]}
          totalItems={addOns?.pageInfo.totalElements ?? 0}
          onChange={({ page: next }: { page: number }) => setPage(next - 1)}
        />
      ) : null}
    </Tile>
  );
}
