export { TeamTable } from './TeamTable.js';
