import { describe, expect, it } from 'vitest';
import { ALL_STAGES, listViewOf, nextSort, searchOf, type ListView } from './list-view.js';

describe('the offers list view in the query string', () => {
  it('round-trips company, page, statuses, Expiring soon and the pipeline’s period and owner, so reload and back restore them', () => {
    const view: ListView = {
      accountId: 'acct-1',
      currentPage: 2,
      stages: ['EXPIRED', 'READY'],
      expiringSoon: true,
      sort: { field: 'EXPIRATION', direction: 'DESC' },
      createdWithinDays: 90,
      ownerId: 'user-7',
    };
    const search = searchOf(view);
    expect(search).toBe(
      '?accountId=acct-1&currentPage=2&offerStageText=EXPIRED,READY&expiringSoon=true&createdWithinDays=90&ownerId=user-7&sort=expiration,desc',
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
