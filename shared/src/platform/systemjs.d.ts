declare global {
  /** The SystemJS loader index.html installs: modules named in the import map are reached through it. */
  const System: { import<T = unknown>(specifier: string): Promise<T> };
}

export {};
