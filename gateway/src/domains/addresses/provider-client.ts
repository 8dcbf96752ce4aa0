import type { components, operations } from '../../generated/provider-api.js';
import type { ProviderHttp } from '../../provider/provider-http.js';

/** An address of GET /api/v1/addresses/typeahead (spec 01 section 3, Address; its time zone is ours). */
export type ProviderAddress = components['schemas']['Address'];

/** The address typeahead's provider call. */
export class AddressesProviderClient {
  constructor(private readonly http: ProviderHttp) {}

  typeahead(query: string, international: boolean): Promise<ProviderAddress[]> {
    return this.http.get('/v1/addresses/typeahead', {
      query,
      international,
    } satisfies operations['getV1AddressesTypeahead']['parameters']['query']);
  }
}
