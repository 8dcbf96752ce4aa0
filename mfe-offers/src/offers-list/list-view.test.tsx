import { describe, expect, it } from 'vitest';
import { ALL_STAGES, listViewOf, searchOf } from './list-view.js';

describe('the offers list view in the query string', () => {
  it('round-trips company, page and statuses, so reload and back restore them', () => {
    const view = { accountId: 'acct-1', currentPage: 2, stages: ['EXPIRED' as const, 'READY' as const] };
    const search = searchOf(view);
    expect(search).toBe('?accountId=acct-1&currentPage=2&offerStageText=EXPIRED,READY');
    expect(listViewOf(search)).toEqual(view);
  });

  it('reads an unfiltered first page as the initial view and ignores what it cannot read', () => {
    expect(searchOf(ALL_STAGES)).toBe('');
    expect(listViewOf('')).toEqual(ALL_STAGES);
    expect(listViewOf('?currentPage=-3&offerStageText=NOT_A_STAGE')).toEqual(ALL_STAGES);
  });
});
