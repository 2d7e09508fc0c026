import { Box } from '@portal/platform';
import { ClosingCta } from './ClosingCta';
import { FeatureHighlights } from './FeatureHighlights';
import { HeroSection } from './HeroSection';
import { SearchSection } from './SearchSection';

/** The landing page: hero and topics, search form, highlights, closing call to action. */
export const HomePage = () => (
  <Box data-testid="page-home">
    <HeroSection />
    <SearchSection />
    <FeatureHighlights />
    <ClosingCta />
  </Box>
);
