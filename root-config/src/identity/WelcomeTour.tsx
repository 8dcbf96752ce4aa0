import { useState } from 'react';
import { Button } from '@carbon/react';

const WELCOME_TOUR_SLIDES = [
  {
    title: 'Welcome',
    text: 'Offer your customers flexible payment plans while you get paid up front, without discount or dilution.',
  },
  {
    title: 'Boost',
    text: 'Close deals faster and grow contract values with financing built into every offer.',
  },
  {
    title: 'Trade',
    text: 'Turn your recurring contracts into cash today and keep your customers on their terms.',
  },
  {
    title: "Let's get started",
    text: 'Complete your business profile and financial statements so we can review your company.',
  },
] as const;

/** The 4-slide welcome tour after registration; Get Started and Skip Welcome Tour both finish it. */
export function WelcomeTour({ onDone }: { onDone: () => Promise<void> }) {
  const [index, setIndex] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const slide = WELCOME_TOUR_SLIDES[index]!;
  const last = index === WELCOME_TOUR_SLIDES.length - 1;
  const finish = () => {
    setFinishing(true);
    void onDone();
  };
  return (
    <main className="portal-identity" aria-labelledby="tour-heading" aria-roledescription="carousel">
      <section
        className="portal-tour__slide"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${WELCOME_TOUR_SLIDES.length}`}
      >
        <h1 id="tour-heading" className="portal-identity__title">
          {slide.title}
        </h1>
        <p className="portal-identity__text">{slide.text}</p>
      </section>
      <div className="portal-identity__actions">
        {last ? (
          <Button kind="primary" disabled={finishing} onClick={finish}>
            Get Started
          </Button>
        ) : (
          <Button kind="primary" onClick={() => setIndex(index + 1)}>
            Next
          </Button>
        )}
        <Button kind="ghost" disabled={finishing} onClick={finish}>
          Skip Welcome Tour
        </Button>
      </div>
    </main>
  );
}
