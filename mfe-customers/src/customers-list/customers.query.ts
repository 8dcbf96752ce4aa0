import { graphql } from '#graphql';

export const CustomersQuery = graphql(`
  query Customers($page: Int!, $size: Int!, $search: String) {
    customers(page: $page, size: $size, search: $search) {
      items {
        id
        name
        ein
        address {
          label
        }
        accountContact {
          id
          firstName
          email
        }
      }
      pageInfo {
        page
        size
        totalPages
        totalElements
      }
    }
  }
`);
