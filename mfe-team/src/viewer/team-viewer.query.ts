import { graphql } from '#graphql';

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
