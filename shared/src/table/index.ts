export {
  ListTable,
  type ListColumn,
  type ListSearch,
  type ListSelection,
  type ListTableProps,
} from './ListTable.js';
