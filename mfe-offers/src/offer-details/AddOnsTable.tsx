import { useQuery } from '@apollo/client/react';
import { Link, TableCell, Tag, Tile } from '@carbon/react';
import { navigateOnClick } from '@seller-portal/platform';
import { formatDate, formatMoney } from '@seller-portal/shared/formatters';
import { PAGE_SIZES, usePaging } from '@seller-portal/shared/hooks';
import { ListTable } from '@seller-portal/shared/table';
import { stageTagType } from '../offers-list/stage-tag.js';
import { offerPath } from '../routing/offers-routes.js';
import { OfferAddOnsQuery } from './offer.query.js';

const COLUMNS = [
  { key: 'offer', header: 'Offer' },
  { key: 'status', header: 'Status' },
  { key: 'total', header: 'Total' },
  { key: 'created', header: 'Created' },
];

/** The offer's add-on offers (spec 02 section 2), newest first, each linking to its own details. */
export function AddOnsTable({ offerId }: { offerId: string }) {
  const paging = usePaging();
  const { data, previousData, loading, error } = useQuery(OfferAddOnsQuery, {
    variables: { id: offerId, page: paging.page, size: paging.size },
  });
  const addOns = (data ?? previousData)?.offer.addOns;
  const total = addOns?.pageInfo.totalElements ?? 0;
  return (
    <Tile className="offers-card" aria-labelledby="offer-add-ons-heading">
      <h2 id="offer-add-ons-heading" className="offers-card__title">
        Add On Offers
      </h2>
      <ListTable
        label="Add on offers"
        columns={COLUMNS}
        rows={addOns?.items}
        rowKey={(addOn) => addOn.id}
        loading={loading}
        failed={Boolean(error) && !addOns}
        emptyText="This offer has no add on offers."
        size="md"
        skeletonRows={2}
        // One page of the smallest size needs no pager.
        pagination={total > PAGE_SIZES[0] ? { ...paging.pagination, totalItems: total } : undefined}
        cells={(addOn) => (
          <>
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
          </>
        )}
      />
    </Tile>
  );
}
