import { Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Link, MultiSelect, TableCell, Tag } from '@carbon/react';
import { Download, Help } from '@carbon/icons-react';
import {
  Email,
  lazyComponent,
  navigateOnClick,
  useLocationSearch,
  useNavigationState,
} from '@seller-portal/platform';
import { formatDate, formatMoney } from '@seller-portal/shared/formatters';
import { ListTable, type ListColumn } from '@seller-portal/shared/table';
import type { OffersQuery as OffersData, OfferSortField, OfferStage, OfferType } from '#graphql';
import { OFFER_STAGE_LABELS, OFFER_STAGES } from '../labels.js';
import { OfferCompanyFilter, type OfferCompanyChoice } from '../company-filter/OfferCompanyFilter.js';
import { OfferRowActions } from '../offer-actions/OfferRowActions.js';
import { PipelineSummary } from '../pipeline/PipelineSummary.js';
import { LazyExportModal } from '../offers-export/lazy-export-modal.js';
import { useOffersExport } from '../offers-export/use-offers-export.js';
import { offerPath, OFFERS_PATH } from '../routing/offers-routes.js';
import type { OffersViewer } from '../viewer/offers-viewer.js';
import { CreateOfferButton } from './CreateOfferButton.js';
import {
  ALL_STAGES,
  listViewOf,
  nextSort,
  OFFERS_PAGE_SIZE,
  offersQueryVariables,
  searchOf,
  shownSort,
  type ListView,
} from './list-view.js';
import { OffersQuery } from './offers.query.js';
import { OfferSearchField } from './OfferSearchField.js';
import { stageTagType } from './stage-tag.js';

/**
 * The columns; three can order the list. Owner, expiration, type and external id tell similar rows apart; the
 * payment stacks under the total and the created and link-sent dates under the last change, so every column fits
 * at 1024 px, where the sales package (the same for most rows) gives way.
 */
const COLUMNS: readonly ListColumn[] = [
  { key: 'company', header: 'Company' },
  { key: 'status', header: 'Status' },
  { key: 'recipient', header: 'Recipient' },
  { key: 'owner', header: 'Owner' },
  { key: 'salesPackage', header: 'Sales Package', className: 'offers-wide-only' },
  { key: 'TOTAL' satisfies OfferSortField, header: 'Total', sortable: true },
  { key: 'EXPIRATION' satisfies OfferSortField, header: 'Expires', sortable: true },
  { key: 'LAST_MODIFIED' satisfies OfferSortField, header: 'Modified', sortable: true },
  { key: 'actions', header: 'Actions', hiddenHeader: true },
];
const OFFER_TYPE_LABELS: Record<OfferType, string> = { QUOTE: 'Quote', INVOICE: 'Invoice' };
const EMPTY = 'There are no financing offers to show yet.';
type OfferRow = OffersData['offers']['items'][number];
const EMPTY_SEARCH = 'No offers match the search.';

const LazyOfferStatusesModal = lazyComponent(() => import('./OfferStatusesModal.js'), 'OfferStatusesModal');
// Lazy chunks for what a first view does not show: the modal shown only after a submission (its words with it), and
// the bar over selected rows with its modal. The search field shows at once, so it comes with the list.
const LazyOfferSubmittedModal = lazyComponent(
  () => import('./OfferSubmittedModal.js'),
  'OfferSubmittedModal',
);
const LazyBulkActions = lazyComponent(() => import('./bulk/OffersBulkActions.js'), 'OffersBulkActions');

/** A row's second fact under its first, in the label size: the label may wrap, the value does not. */
function Subline({ label, value }: { label: string; value: string }) {
  return (
    <span className="offers-muted offers-subline">
      {label} <span className="offers-nowrap">{value}</span>
    </span>
  );
}

/** Shows a view: its query string replaces the location's (reload and back restore it), page and all. */
function showView(view: ListView): void {
  window.history.replaceState(window.history.state, '', `${OFFERS_PATH}${searchOf(view)}`);
}

/**
 * /offers (spec 01 and 02, section 2): the company typeahead and status filters, Clear Filters, Export Table (the
 * export flow of the dashboard's report, for the filtered list), refresh, the create button, the Offer Statuses help,
 * pages of 10 that go back to the first when a filter changes, rows that need action highlighted, and each row's
 * actions.
 */
export function OffersList({ viewer }: { viewer: OffersViewer }) {
  const search = useLocationSearch();
  const submitted = (useNavigationState() as { offerSubmitted?: boolean } | null)?.offerSubmitted === true;
  const [local, setLocal] = useState<{ search: string; view: ListView } | null>(null);
  // The location is the truth; a change made here shows at once, before the location event arrives.
  const view = local && local.search === search ? local.view : listViewOf(search);
  const [companyName, setCompanyName] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [refreshes, setRefreshes] = useState(0);
  // The rows chosen for a bulk action (of those shown), as they were chosen: an action's results stay open when the
  // list, refreshed after it, no longer shows them (a disabled offer leaves a list of Ready ones).
  const [selected, setSelected] = useState<ReadonlyMap<string, OfferRow>>(new Map());
  const searchText = viewer.searchOffered ? view.search : '';
  const exportFlow = useOffersExport({
    exportType: 'SELLER_OFFER_LIST',
    sellerName: viewer.sellerName,
    filter: {
      accountId: view.accountId,
      stages: view.stages,
      expiringSoon: view.expiringSoon && viewer.expiringSoonOffered,
      createdWithinDays: viewer.pipelineOffered ? view.createdWithinDays : null,
      ownerId: viewer.pipelineOffered ? view.ownerId : null,
      search: searchText || null,
    },
  });
  const { data, previousData, loading, error, refetch } = useQuery(OffersQuery, {
    variables: offersQueryVariables(view, viewer),
    notifyOnNetworkStatusChange: true,
  });
  const offers = (data ?? previousData)?.offers;
  const rows: readonly OfferRow[] = offers?.items ?? [];
  const shown = shownSort(view);

  const change = (next: ListView) => {
    showView(next);
    setLocal({ search: searchOf(next), view: next });
    setSelected(new Map());
  };
  const onSearch = (text: string) => change({ ...view, currentPage: 0, search: text });
  const chosen = [...selected.values()];
  const company: OfferCompanyChoice | null = view.accountId
    ? {
        id: view.accountId,
        name:
          companyName ??
          rows.find((row) => row.accountId === view.accountId)?.accountName ??
          'Selected company',
      }
    : null;

  return (
    <>
      {submitted ? (
        <Suspense fallback={null}>
          <LazyOfferSubmittedModal />
        </Suspense>
      ) : null}
      <div className="offers-page__header">
        <h1 className="portal-page__title">Financing Offers</h1>
        {viewer.canAct ? <CreateOfferButton types={viewer.authorizedOfferTypes} /> : null}
      </div>
      {viewer.pipelineOffered ? (
        <PipelineSummary view={view} onChange={change} refreshes={refreshes} />
      ) : null}
      {chosen.length > 0 ? (
        <Suspense fallback={null}>
          <LazyBulkActions offers={chosen} onClear={() => setSelected(new Map())} />
        </Suspense>
      ) : null}
      <ListTable
        className="offers-list"
        label="Financing offers"
        columns={COLUMNS}
        rows={offers?.items}
        rowKey={(offer) => offer.id}
        loading={loading}
        failed={Boolean(error) && !offers}
        emptyText={searchText ? EMPTY_SEARCH : EMPTY}
        selection={
          viewer.canAct
            ? {
                selected: new Set(selected.keys()),
                selectable: (offer) => offer.canDisableOffer || offer.canSendLink,
                onSelect: (keys, on) =>
                  setSelected((was) => {
                    const next = new Map(was);
                    for (const row of rows.filter((offer) => keys.includes(offer.id)))
                      if (on) next.set(row.id, row);
                      else next.delete(row.id);
                    return next;
                  }),
                allLabel: 'Select all offers on this page',
                rowLabel: (offer) => `Select ${offer.accountName}, ID ${offer.id.slice(0, 8)}`,
              }
            : undefined
        }
        sort={{
          key: shown.field,
          direction: shown.direction,
          onSort: (key) => change({ ...view, currentPage: 0, sort: nextSort(view, key as OfferSortField) }),
        }}
        rowClassName={(offer) => (offer.hasRequiredActions ? 'offers-row--action-required' : undefined)}
        toolbar={{
          label: 'Offers filters',
          filters: (
            <>
              {viewer.searchOffered ? <OfferSearchField value={view.search} onSearch={onSearch} /> : null}
              <OfferCompanyFilter
                id="offers-company-filter"
                className="offers-filter offers-filter--company"
                placeholder="Company name"
                value={company}
                onChange={(chosen) => {
                  setCompanyName(chosen?.name ?? null);
                  change({ ...view, accountId: chosen?.id ?? null, currentPage: 0 });
                }}
              />
              <MultiSelect<OfferStage>
                id="offers-status-filter"
                className="offers-filter offers-filter--status"
                titleText="Status"
                label={view.stages ? `${view.stages.length} selected` : 'All statuses'}
                items={OFFER_STAGES}
                itemToString={(stage) => (stage ? OFFER_STAGE_LABELS[stage] : '')}
                selectedItems={view.stages ?? []}
                sortItems={(items) => [...items]}
                onChange={({ selectedItems }) => {
                  // None chosen means every stage: the list starts unfiltered.
                  const stages = selectedItems ?? [];
                  change({
                    ...view,
                    currentPage: 0,
                    stages: stages.length === 0 || stages.length === OFFER_STAGES.length ? null : [...stages],
                  });
                }}
                size="md"
              />
              {viewer.expiringSoonOffered ? (
                <Checkbox
                  id="offers-expiring-filter"
                  className="offers-filter offers-filter--expiring"
                  labelText="Expiring soon"
                  helperText="Not accepted, expires within 7 days"
                  checked={view.expiringSoon}
                  onChange={(_event, { checked }) =>
                    change({ ...view, currentPage: 0, expiringSoon: checked })
                  }
                />
              ) : null}
              <Button
                kind="ghost"
                onClick={() => change({ ...ALL_STAGES, sort: view.sort })}
                disabled={searchOf({ ...view, sort: null }) === ''}
              >
                Clear Filters
              </Button>
              {viewer.canExport ? (
                <Button kind="ghost" renderIcon={Download} onClick={() => setExporting(true)}>
                  Export Table
                </Button>
              ) : null}
            </>
          ),
          onRefresh: () => {
            setRefreshes((count) => count + 1);
            void refetch();
          },
          actions: (
            <Button
              kind="ghost"
              hasIconOnly
              renderIcon={Help}
              iconDescription="Offer Statuses"
              tooltipPosition="bottom"
              onClick={() => setHelp(true)}
            />
          ),
        }}
        pagination={{
          page: view.currentPage + 1,
          pageSize: OFFERS_PAGE_SIZE,
          pageSizes: [OFFERS_PAGE_SIZE],
          totalItems: offers?.pageInfo.totalElements ?? 0,
          onChange: ({ page }) => change({ ...view, currentPage: page - 1 }),
        }}
        cells={(offer) => (
          <>
            <TableCell className="offers-company">
              <span className="offers-stacked">
                <Link href={offerPath(offer.id)} onClick={navigateOnClick(offerPath(offer.id))}>
                  {offer.accountName}
                </Link>
                <span
                  className="offers-muted offers-subline"
                  title={offer.externalReferenceId ? undefined : offer.id}
                >
                  {[
                    offer.offerType ? OFFER_TYPE_LABELS[offer.offerType] : null,
                    offer.externalReferenceId
                      ? `External ID ${offer.externalReferenceId}`
                      : `ID ${offer.id.slice(0, 8)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </TableCell>
            <TableCell>
              <span className="offers-status-cell">
                <Tag type={stageTagType(offer.stage)} size="sm">
                  {offer.stageLabel}
                </Tag>
                {offer.hasRequiredActions ? (
                  <span className="offers-action-required">Action required</span>
                ) : null}
              </span>
            </TableCell>
            <TableCell className="offers-recipient">
              <span className="offers-stacked">
                <span>{offer.recipientFullName}</span>
                <span className="offers-muted">
                  <Email address={offer.recipientEmail} />
                </span>
              </span>
            </TableCell>
            <TableCell>{offer.ownerName}</TableCell>
            <TableCell className="offers-wide-only">{offer.salesPackageName}</TableCell>
            <TableCell>
              <span className="offers-stacked">
                <span className="offers-nowrap">{formatMoney(offer.directOfferTotalContractValue)}</span>
                {offer.obligorSelectedOfferPaymentAmount === null ? null : (
                  <Subline label="Payment" value={formatMoney(offer.obligorSelectedOfferPaymentAmount)} />
                )}
              </span>
            </TableCell>
            <TableCell className="offers-nowrap">{formatDate(offer.expiration)}</TableCell>
            <TableCell>
              <span className="offers-stacked">
                <span className="offers-nowrap">{formatDate(offer.lastModifiedDate)}</span>
                <Subline label="Created" value={formatDate(offer.createdDate)} />
                {offer.lastLinkSentDate ? (
                  <Subline label="Link sent" value={formatDate(offer.lastLinkSentDate)} />
                ) : null}
              </span>
            </TableCell>
            <TableCell className="cds--table-column-menu">
              <OfferRowActions offer={offer} viewer={viewer} />
            </TableCell>
          </>
        )}
      />
      <Suspense fallback={null}>
        {help ? <LazyOfferStatusesModal onClose={() => setHelp(false)} /> : null}
        {exporting ? <LazyExportModal open flow={exportFlow} onClose={() => setExporting(false)} /> : null}
      </Suspense>
    </>
  );
}
