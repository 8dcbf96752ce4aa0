import { lazy, type ComponentType } from 'react';

/** A named export loaded the first time it renders (inside `<Suspense>`), in a chunk of its own. */
export function lazyComponent<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] extends ComponentType<infer Props> ? ComponentType<Props> : never {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<unknown> })) as never;
}
