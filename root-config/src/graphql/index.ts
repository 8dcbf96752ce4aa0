// This package's operations, typed by `npm run codegen` (the schema's own types: `@seller-portal/shared/graphql`).
export { graphql } from './generated/gql.js';
export type * from './generated/graphql.js';
