import { graphql } from '#graphql';

export const CompanyProfileQuery = graphql(`
  query CompanyProfile {
    companyProfile {
      id
      details {
        id
        name
        isInternational
        address {
          label
          addressNumber
          street
          neighborhood
          municipality
          subRegion
          region
          postalCode
          country
          isInternational
        }
        businessEntityTypeId
        transactionCurrencyId
        countryIncorporatedId
        stateIncorporated
        companySize
        ein
        industrySectorId
        websiteUrl
        businessModelId
        desiredFundingAmount
      }
      businessMetrics {
        id
        lastTwelveMonthsRevenues
        currentAnnualRecurringRevenue
        monthlyCashBurn
        annualRecurringRevenueYearOverYearGrowth
        latestCashBalance
        currentlyHasLiens
        liensComment
        currentlyHasLoans
        loansComment
      }
      industrySectors {
        id
        name
      }
      businessModels {
        id
        name
      }
      businessEntityTypes {
        id
        name
      }
      countries {
        id
        name
      }
      currencies {
        id
        name
      }
    }
  }
`);

export const AddressSuggestionsQuery = graphql(`
  query CompanyAddressSuggestions($query: String!, $international: Boolean!) {
    addressSuggestions(query: $query, international: $international) {
      label
      addressNumber
      street
      neighborhood
      municipality
      subRegion
      region
      postalCode
      country
      isInternational
    }
  }
`);

export const UpdateCompanyDetailsMutation = graphql(`
  mutation UpdateCompanyDetails($input: CompanyDetailsInput!, $loaded: CompanyDetailsInput) {
    updateCompanyDetails(input: $input, loaded: $loaded) {
      id
      name
      isInternational
      address {
        label
        addressNumber
        street
        neighborhood
        municipality
        subRegion
        region
        postalCode
        country
        isInternational
      }
      businessEntityTypeId
      transactionCurrencyId
      countryIncorporatedId
      stateIncorporated
      companySize
      ein
      industrySectorId
      websiteUrl
      businessModelId
      desiredFundingAmount
    }
  }
`);

export const UpdateBusinessMetricsMutation = graphql(`
  mutation UpdateBusinessMetrics($input: BusinessMetricsInput!, $loaded: BusinessMetricsInput) {
    updateBusinessMetrics(input: $input, loaded: $loaded) {
      id
      lastTwelveMonthsRevenues
      currentAnnualRecurringRevenue
      monthlyCashBurn
      annualRecurringRevenueYearOverYearGrowth
      latestCashBalance
      currentlyHasLiens
      liensComment
      currentlyHasLoans
      loansComment
    }
  }
`);

export const SaasMetricsQuery = graphql(`
  query SaasMetrics {
    saasMetrics {
      id
      calendarYearArr
      previousYearArr
      monthlyRecurringRevenue
      grossRetention
      netRetention
      grossRevenueChurn
      expansionArr
    }
  }
`);

export const UpdateSaasMetricsMutation = graphql(`
  mutation UpdateSaasMetrics($input: SaasMetricsInput!, $loaded: SaasMetricsInput) {
    updateSaasMetrics(input: $input, loaded: $loaded) {
      id
      calendarYearArr
      previousYearArr
      monthlyRecurringRevenue
      grossRetention
      netRetention
      grossRevenueChurn
      expansionArr
    }
  }
`);
