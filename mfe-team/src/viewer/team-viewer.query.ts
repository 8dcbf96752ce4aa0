import { graphql } from '@seller-portal/shared/graphql';

export const TeamViewerQuery = graphql(`
  query TeamViewer {
    viewer {
      id
      isOrganizationOwner
      roles {
        id
        name
      }
    }
  }
`);
