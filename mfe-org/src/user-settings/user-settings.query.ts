import { graphql } from '#graphql';

export const UserSettingsQuery = graphql(`
  query UserSettings {
    viewer {
      id
      email
      firstName
      lastName
      title
      phoneNumber
      mobilePhoneNumber
    }
    organization {
      id
      dashboardLink
    }
  }
`);

export const UpdateUserSettingsMutation = graphql(`
  mutation UpdateUserSettings($input: UserSettingsInput!, $loaded: UserSettingsInput) {
    updateUserSettings(input: $input, loaded: $loaded) {
      id
      firstName
      lastName
      title
      phoneNumber
      mobilePhoneNumber
    }
  }
`);
