export { graphql } from './generated/gql.js';
export * from './generated/graphql.js';
