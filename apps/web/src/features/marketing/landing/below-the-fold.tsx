import { useEffect } from 'react';
import { AppTeaser, CommunitySection, FounderQuote } from './community-sections';
import {
  FaqSection,
  HowItWorksSection,
  ReasonsSection,
  ServicesSection,
  WhyUseSection,
} from './feature-sections';

/**
 * Landing sections 3 to 10. A separate chunk: the prerendered HTML shows them at once, and they
 * hydrate as soon as this chunk arrives, while the header and hero are already interactive.
 */
export function LandingBelowTheFold() {
  // Arriving from another page at /#how-it-works: the router scrolled before this chunk had loaded.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <>
      <ServicesSection />
      <WhyUseSection />
      <HowItWorksSection />
      <ReasonsSection />
      <FaqSection />
      <FounderQuote />
      <CommunitySection />
      <AppTeaser />
    </>
  );
}
