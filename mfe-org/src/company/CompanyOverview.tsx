import { useQuery } from '@apollo/client/react';
import { Loading } from '@carbon/react';
import { usePageError } from '@seller-portal/platform';
import { BusinessMetricsForm } from './BusinessMetricsForm.js';
import { CompanyDetailsForm } from './CompanyDetailsForm.js';
import { CompanyProfileQuery } from './company.query.js';

/** The Company Overview tab: the company details form and the business metrics form. */
export function CompanyOverview({ isOnboarding }: { isOnboarding: boolean }) {
  const { data, error, refetch } = useQuery(CompanyProfileQuery);
  // After someone else's change: the company as stored now (undefined when it could not be read).
  const reload = () =>
    refetch().then(
      (result) => result.data?.companyProfile,
      () => undefined,
    );
  usePageError(error);
  const profile = data?.companyProfile;
  if (!profile) return error ? null : <Loading description="Loading the company" withOverlay={false} small />;
  return (
    <div className="org-forms">
      <CompanyDetailsForm profile={profile} isOnboarding={isOnboarding} reload={reload} />
      <BusinessMetricsForm
        metrics={profile.businessMetrics}
        isOnboarding={isOnboarding}
        reload={() => reload().then((fresh) => fresh?.businessMetrics)}
      />
    </div>
  );
}
