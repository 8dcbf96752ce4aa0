import type { ReactNode } from 'react';

/** The frame of the signed-out and identity screens: one centred column with a heading. */
export function IdentityPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main className="portal-identity" aria-labelledby="identity-heading">
      <h1 id="identity-heading" className="portal-identity__title">
        {heading}
      </h1>
      {children}
    </main>
  );
}
