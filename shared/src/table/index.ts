export { ListTable, type ListColumn, type ListSearch, type ListTableProps } from './ListTable.js';
