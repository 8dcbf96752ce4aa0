import type {} from './systemjs.js';
import { useContext, useEffect, useState } from 'react';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { applicationContext } from './application-context.js';
import { showErrorScreen } from './page-status.js';

const failed = (error: unknown) => {
  console.error(error);
  showErrorScreen();
};

/**
 * What a parcel's error means. Its host re-renders while the parcel loads (its data arrives), which queues an update
 * of the parcel's props; when the host's application unmounts meanwhile (the person went elsewhere), single-spa
 * unmounts the parcel first and the queued update finds it gone. That update is moot, not a failure of the page the
 * person is now on. Any other error (the parcel does not load, mount or unmount) shows the error screen.
 */
const parcelFailed = (error: unknown) => {
  if (error instanceof Error && error.message.startsWith("During 'update'")) return;
  failed(error);
};

/** What mounts in place of a parcel that could not be loaded (the error screen shows instead). */
const NOTHING: ParcelConfigObject = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};

export type RemoteParcelProps = {
  /** The parcels module that exports the parcel, e.g. `@seller-portal/mfe-team/parcels` (docs/adr/020). */
  module: string;
  /** The export's name, e.g. `inviteTeamMemberParcel`. */
  name: string;
} & Record<string, unknown>;

/** The parcel an import-map module exports. */
async function loadParcel(module: string, name: string): Promise<ParcelConfigObject> {
  const parcel = (await System.import<Record<string, ParcelConfigObject | undefined>>(module))[name];
  if (!parcel) throw new Error(`${module} exports no parcel named ${name}`);
  return parcel;
}

/**
 * Mounts another domain's parcel, loaded through the import map when first shown; the other props are the
 * parcel's. A parcel that fails to load or mount shows the shell's generic error screen. The parcel is made once its
 * code is loaded, so a host that unmounts meanwhile (the person went elsewhere) does not wait for it.
 */
export function RemoteParcel({ module, name, ...props }: RemoteParcelProps) {
  const application = useContext(applicationContext()) as
    { mountParcel?: typeof mountRootParcel } | undefined;
  const [loaded, setLoaded] = useState<{ key: string; config: ParcelConfigObject } | null>(null);
  const key = `${module}#${name}`;
  useEffect(() => {
    let live = true;
    loadParcel(module, name).then(
      (config) => {
        if (live) setLoaded({ key, config });
      },
      (error: unknown) => {
        // Only the page that shows it fails with it, not the one the person went on to.
        if (!live) return;
        failed(error);
        setLoaded({ key, config: NOTHING });
      },
    );
    return () => {
      live = false;
    };
  }, [module, name, key]);
  if (loaded?.key !== key) {
    const wrapClassName = typeof props.wrapClassName === 'string' ? props.wrapClassName : undefined;
    return <div className={wrapClassName} />;
  }
  return (
    <Parcel
      {...props}
      config={loaded.config}
      // Inside an application its parcels unmount with it; elsewhere (the shell) they are root parcels.
      mountParcel={application?.mountParcel ?? mountRootParcel}
      handleError={parcelFailed}
    />
  );
}
