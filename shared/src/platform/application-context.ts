import { createContext, useCallback, useContext, type Context } from 'react';
import { checkActivityFunctions, getAppNames } from 'single-spa';
import { SingleSpaContext } from 'single-spa-react';

// single-spa-react makes its context with the first application's lifecycles; before that, no application holds us.
const OUTSIDE_ANY_APPLICATION = createContext<unknown>(undefined);

/**
 * The context single-spa-react gives what an application (or parcel) renders: its props, with its `name` and its
 * `mountParcel`; undefined outside any.
 */
export const applicationContext = (): Context<unknown> =>
  (SingleSpaContext as Context<unknown> | null | undefined) ?? OUTSIDE_ANY_APPLICATION;

/**
 * Whether the application rendering this is leaving: still mounted at a path that is no longer its own (single-spa
 * unmounts it once its parcels have). What it would report then (not found, an aborted query's error) is about the
 * page the person left, not the one they are on. Outside an application, or in a parcel, never.
 */
export function useLeaving(): () => boolean {
  const name = (useContext(applicationContext()) as { name?: unknown } | undefined)?.name;
  return useCallback(
    () =>
      typeof name === 'string' &&
      getAppNames().includes(name) &&
      !checkActivityFunctions(window.location).includes(name),
    [name],
  );
}
