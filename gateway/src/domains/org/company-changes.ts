import type {
  BusinessMetrics,
  CompanyDetails,
  SaasMetrics,
  UserSettings,
} from '@seller-portal/shared/validation';
import { replaceOperationsFor, replaceOperationsSince } from '../../provider/replace-operations.js';
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

/**
 * The replace operations for a form's save: against what is stored, or, given the values the form was opened on
 * (`loaded`), only for what this person changed, refusing a field someone else changed since (CONFLICT).
 */
function changesOf<Fields extends object>(
  current: Fields,
  form: Partial<Fields>,
  loaded?: Partial<Fields> | null,
) {
  return loaded ? replaceOperationsSince(current, loaded, form) : replaceOperationsFor(current, form);
}

type Loaded<Form> = { [Field in keyof Form]?: Form[Field] | null } | null | undefined;

/** The replace operations for what the company details form changed. */
export const companyDetailsChanges = (
  current: ProviderCompanyDetails,
  form: CompanyDetails,
  loaded?: Loaded<CompanyDetails>,
) =>
  changesOf<ProviderCompanyDetails>(
    { ...current, address: addressOf(current.address) },
    { ...form, address: addressOf(form.address) },
    loaded && ({ ...loaded, address: addressOf(loaded.address) } as Partial<ProviderCompanyDetails>),
  );

export const businessMetricsChanges = (
  current: ProviderBusinessMetrics,
  form: BusinessMetrics,
  loaded?: Loaded<BusinessMetrics>,
) => changesOf<ProviderBusinessMetrics>(current, form, loaded as Partial<ProviderBusinessMetrics>);

export const saasMetricsChanges = (
  current: ProviderSaasMetrics,
  form: SaasMetrics,
  loaded?: Loaded<SaasMetrics>,
) => changesOf<ProviderSaasMetrics>(current, form, loaded as Partial<ProviderSaasMetrics>);

export const userSettingsChanges = (
  current: ProviderCurrentUser,
  form: UserSettings,
  loaded?: Loaded<UserSettings>,
) =>
  changesOf<ProviderUserSettings>(
    {
      firstName: current.firstName ?? '',
      lastName: current.lastName ?? '',
      title: current.title,
      phoneNumber: current.phoneNumber,
      mobilePhoneNumber: current.mobilePhoneNumber,
    },
    form,
    loaded as Partial<ProviderUserSettings>,
  );
