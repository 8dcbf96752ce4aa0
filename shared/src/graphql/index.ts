// The schema's types for every package; each browser package's own operations are typed beside it (`#graphql`).
export { graphql } from './generated/gql.js';
export type * from './generated/schema.js';
