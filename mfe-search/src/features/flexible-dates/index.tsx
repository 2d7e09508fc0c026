import { lazy, Suspense, type ComponentProps } from 'react';
import { FlexibleDatesSection, SkeletonDays } from './FlexibleDatesSection';

// Its own chunk: the results' first paint does not wait for the strip's code either.
const LazyFlexibleDates = lazy(() => import('./FlexibleDates').then((module) => ({ default: module.FlexibleDates })));

/** The flexible-dates strip, fetched when the results page first shows it; its place is held meanwhile. */
export const FlexibleDates = (props: ComponentProps<typeof LazyFlexibleDates>) => (
  <Suspense
    fallback={
      <FlexibleDatesSection>
        <SkeletonDays />
      </FlexibleDatesSection>
    }
  >
    <LazyFlexibleDates {...props} />
  </Suspense>
);
