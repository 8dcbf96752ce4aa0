import { useState } from 'react';
import { Button } from '@carbon/react';
import { PortalFooter } from '../legal/legal-pages.js';

export const TESTIMONIALS = [
  {
    quote:
      'We closed our largest annual deal after offering monthly payments, and we were paid in full up front.',
    author: 'Maya Chen, CFO, Brightline Analytics',
  },
  {
    quote: 'Financing is now part of every quote. Our sales cycle is two weeks shorter.',
    author: 'Jon Alvarez, VP Sales, Fieldstack',
  },
  {
    quote: 'Cash up front without giving up equity changed how we plan our hiring.',
    author: 'Priya Nair, CEO, Ledgerly',
  },
  {
    quote: 'Our customers love choosing their own payment terms, and we never chase invoices.',
    author: 'Tom Becker, COO, Routewise',
  },
] as const;

export interface SignInProps {
  onSignIn: () => void;
  onSignInWithSso: () => void;
}

/** The signed-out landing page (spec 02 section 2): welcome, two sign-in buttons, testimonials, footer. */
export function SignIn({ onSignIn, onSignInWithSso }: SignInProps) {
  const [slide, setSlide] = useState(0);
  const testimonial = TESTIMONIALS[slide]!;
  return (
    <div className="portal-sign-in-page">
      <main className="portal-sign-in" aria-labelledby="sign-in-heading">
        <h1 id="sign-in-heading" className="portal-sign-in__title">
          Welcome to the Seller Portal
        </h1>
        <p className="portal-sign-in__text">
          Offer your customers flexible payment plans and get paid up front, without discount or dilution.
        </p>
        <div className="portal-sign-in__actions">
          <Button kind="primary" size="lg" onClick={onSignIn}>
            Sign in
          </Button>
          <Button kind="tertiary" size="lg" onClick={onSignInWithSso}>
            Sign in with Sandbox SSO
          </Button>
        </div>
        <section className="portal-testimonials" aria-roledescription="carousel" aria-label="Testimonials">
          <figure
            className="portal-testimonials__slide"
            aria-roledescription="slide"
            aria-label={`${slide + 1} of ${TESTIMONIALS.length}`}
            aria-live="polite"
          >
            <blockquote>{testimonial.quote}</blockquote>
            <figcaption>{testimonial.author}</figcaption>
          </figure>
          <div className="portal-testimonials__dots">
            {TESTIMONIALS.map((item, index) => (
              <button
                key={item.author}
                type="button"
                className="portal-testimonials__dot"
                aria-label={`Testimonial ${index + 1}`}
                aria-current={index === slide ? 'true' : undefined}
                onClick={() => setSlide(index)}
              />
            ))}
          </div>
        </section>
      </main>
      <PortalFooter />
    </div>
  );
}
