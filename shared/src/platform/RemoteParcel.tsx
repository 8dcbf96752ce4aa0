import type {} from './systemjs.js';
import { createContext, useContext, useMemo } from 'react';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import { SingleSpaContext } from 'single-spa-react';
import Parcel from 'single-spa-react/parcel';
import { showErrorScreen } from './page-status.js';

const failed = (error: unknown) => {
  console.error(error);
  showErrorScreen();
};

/** What mounts in place of a parcel that could not be loaded (the error screen shows instead). */
const NOTHING: ParcelConfigObject = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};

// single-spa-react makes its context with the first application's lifecycles; before that, no application holds us.
const OUTSIDE_ANY_APPLICATION = createContext<unknown>(undefined);

export type RemoteParcelProps = {
  /** The parcels module that exports the parcel, e.g. `@seller-portal/mfe-team/parcels` (docs/adr/020). */
  module: string;
  /** The export's name, e.g. `inviteTeamMemberParcel`. */
  name: string;
} & Record<string, unknown>;

/**
 * Mounts another domain's parcel, loaded through the import map when first shown; the other props are the
 * parcel's. A parcel that fails to load or mount shows the shell's generic error screen.
 */
export function RemoteParcel({ module, name, ...props }: RemoteParcelProps) {
  const application = useContext(SingleSpaContext ?? OUTSIDE_ANY_APPLICATION) as
    { mountParcel?: typeof mountRootParcel } | undefined;
  const config = useMemo(
    () => async (): Promise<ParcelConfigObject> => {
      try {
        const parcel = (await System.import<Record<string, ParcelConfigObject | undefined>>(module))[name];
        if (!parcel) throw new Error(`${module} exports no parcel named ${name}`);
        return parcel;
      } catch (error) {
        failed(error);
        return NOTHING;
      }
    },
    [module, name],
  );
  return (
    <Parcel
      {...props}
      config={config}
      // Inside an application its parcels unmount with it; elsewhere (the shell) they are root parcels.
      mountParcel={application?.mountParcel ?? mountRootParcel}
      handleError={failed}
    />
  );
}
