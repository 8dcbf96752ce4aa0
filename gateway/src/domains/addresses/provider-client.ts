import type { ProviderHttp } from '../../provider/provider-http.js';

/** An address of GET /api/v1/addresses/typeahead. */
export interface ProviderAddress {
  label: string;
  addressNumber: string;
  street: string;
  neighborhood: string | null;
  municipality: string;
  subRegion: string | null;
  region: string;
  postalCode: string;
  country: string;
  isInternational: boolean;
  timeZone: string;
}

/** The address typeahead's provider call. */
export class AddressesProviderClient {
  constructor(private readonly http: ProviderHttp) {}

  typeahead(query: string, international: boolean): Promise<ProviderAddress[]> {
    return this.http.get('/v1/addresses/typeahead', { query, international });
  }
}
