import { useQuery } from '@apollo/client/react';
import type { AccountContactRules } from '@seller-portal/shared/validation';
import { ContactRulesQuery } from './contact-rules.query.js';

/** The seller's contact rules (spec 02 sections 2 and 5); null until known, so no form starts with the wrong ones. */
export function useContactRules(): AccountContactRules | null {
  const { data } = useQuery(ContactRulesQuery);
  if (!data) return null;
  return { phoneNumberRequired: data.organization?.settings.phoneNumberRequiredForAccountContacts ?? false };
}

/** The hint under the phone fields when the seller asks for one (spec 02 section 2, Contact form). */
export const PHONE_REQUIRED_HINT = '* At least one phone number is required.';
