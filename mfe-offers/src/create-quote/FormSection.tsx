import type { ReactNode } from 'react';
import { AccordionItem } from '@carbon/react';

/**
 * One of the create screen's accordions (spec 02 section 2: Offer Details, Original Payment Terms, Contracts Upload),
 * open at first. Its toggle sits in an h2, so the screen keeps its headings for screen readers.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AccordionItem
      title={title}
      open
      renderToggle={(props) => (
        <h2 className="offer-create__section-title">
          <button {...props} />
        </h2>
      )}
    >
      <section className="offer-create__section-body" aria-label={title}>
        {children}
      </section>
    </AccordionItem>
  );
}
