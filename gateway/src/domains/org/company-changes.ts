import type {
  BusinessMetrics,
  CompanyDetails,
  SaasMetrics,
  UserSettings,
} from '@seller-portal/shared/validation';
import { replaceOperationsFor } from '../../provider/replace-operations.js';
import type { ProviderCurrentUser } from '../session/provider-client.js';
import type {
  ProviderCompanyAddress,
  ProviderBusinessMetrics,
  ProviderCompanyDetails,
  ProviderSaasMetrics,
  ProviderUserSettings,
} from './provider-client.js';

/** One shape for an address, so a stored one and the form's compare by content. */
function addressOf(
  address:
    { [Field in keyof ProviderCompanyAddress]?: ProviderCompanyAddress[Field] | null } | null | undefined,
): ProviderCompanyAddress | null {
  if (!address) return null;
  return {
    label: address.label || null,
    addressNumber: address.addressNumber || null,
    street: address.street || null,
    neighborhood: address.neighborhood || null,
    municipality: address.municipality || null,
    subRegion: address.subRegion || null,
    region: address.region || null,
    postalCode: address.postalCode || null,
    country: address.country || null,
    isInternational: address.isInternational === true,
  };
}

/** The replace operations for what the company details form changed. */
export const companyDetailsChanges = (current: ProviderCompanyDetails, form: CompanyDetails) =>
  replaceOperationsFor<ProviderCompanyDetails>(
    { ...current, address: addressOf(current.address) },
    { ...form, address: addressOf(form.address) },
  );

export const businessMetricsChanges = (current: ProviderBusinessMetrics, form: BusinessMetrics) =>
  replaceOperationsFor<ProviderBusinessMetrics>(current, form);

export const saasMetricsChanges = (current: ProviderSaasMetrics, form: SaasMetrics) =>
  replaceOperationsFor<ProviderSaasMetrics>(current, form);

export const userSettingsChanges = (current: ProviderCurrentUser, form: UserSettings) =>
  replaceOperationsFor<ProviderUserSettings>(
    {
      firstName: current.firstName ?? '',
      lastName: current.lastName ?? '',
      title: current.title,
      phoneNumber: current.phoneNumber,
      mobilePhoneNumber: current.mobilePhoneNumber,
    },
    form,
  );
