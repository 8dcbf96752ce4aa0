import { describe, expect, it } from 'vitest';
import { ALL_STAGES, listViewOf, nextSort, searchOf, type ListView } from './list-view.js';

describe('the offers list view in the query string', () => {
  it('round-trips company, page, statuses, Expiring soon, the pipeline’s period and owner and the search, so reload and back restore them', () => {
    const view: ListView = {
      accountId: 'acct-1',
      currentPage: 2,
      stages: ['EXPIRED', 'READY'],
      expiringSoon: true,
      search: 'PO-7 acme@x.example',
      sort: { field: 'EXPIRATION', direction: 'DESC' },
      createdWithinDays: 90,
      ownerId: 'user-7',
    };
    const search = searchOf(view);
    expect(search).toBe(
      '?accountId=acct-1&currentPage=2&offerStageText=EXPIRED,READY&expiringSoon=true&createdWithinDays=90&ownerId=user-7&search=PO-7+acme%40x.example&sort=expiration,desc',
    );
    expect(listViewOf(search)).toEqual(view);
  });

  it('reads an unfiltered first page as the initial view and ignores what it cannot read', () => {
    expect(searchOf(ALL_STAGES)).toBe('');
    expect(listViewOf('')).toEqual(ALL_STAGES);
    expect(listViewOf('?currentPage=-3&offerStageText=NOT_A_STAGE&sort=createdDate,asc')).toEqual(ALL_STAGES);
    expect(listViewOf('?sort=expiration')).toEqual(ALL_STAGES);
    expect(listViewOf('?expiringSoon=yes')).toEqual(ALL_STAGES);
    // Only the periods the pipeline offers.
    expect(listViewOf('?createdWithinDays=45')).toEqual(ALL_STAGES);
    // A search too short to search is none; a long one is cut at 200 characters; spaces around are dropped.
    expect(listViewOf('?search=%20a%20')).toEqual(ALL_STAGES);
    expect(listViewOf(`?search=${'x'.repeat(250)}`).search).toHaveLength(200);
    expect(listViewOf('?search=%20%20PO-7%20').search).toBe('PO-7');
    // The spec's own order is the initial view, written or not.
    expect(listViewOf('?sort=lastModifiedDate,desc')).toEqual(ALL_STAGES);
  });

  it('cycles a sortable column: ascending, descending, then the list’s own order', () => {
    const at = (sort: ListView['sort']): ListView => ({ ...ALL_STAGES, sort });
    expect(nextSort(ALL_STAGES, 'TOTAL')).toEqual({ field: 'TOTAL', direction: 'ASC' });
    expect(nextSort(at({ field: 'TOTAL', direction: 'ASC' }), 'TOTAL')).toEqual({
      field: 'TOTAL',
      direction: 'DESC',
    });
    expect(nextSort(at({ field: 'TOTAL', direction: 'DESC' }), 'TOTAL')).toBeNull();
    expect(nextSort(at({ field: 'TOTAL', direction: 'DESC' }), 'EXPIRATION')).toEqual({
      field: 'EXPIRATION',
      direction: 'ASC',
    });
    expect(nextSort(ALL_STAGES, 'LAST_MODIFIED')).toEqual({ field: 'LAST_MODIFIED', direction: 'ASC' });
    expect(nextSort(at({ field: 'LAST_MODIFIED', direction: 'ASC' }), 'LAST_MODIFIED')).toBeNull();
    expect(nextSort(at({ field: 'TOTAL', direction: 'ASC' }), 'LAST_MODIFIED')).toBeNull();
  });
});
