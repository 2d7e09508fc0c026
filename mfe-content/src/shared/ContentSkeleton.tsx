import { Box, Skeleton } from '@portal/platform';

/** What a page shows while its text is on the way: the shape of headings and paragraphs. */
export const ContentSkeleton = ({ paragraphs = 4 }: { paragraphs?: number }) => (
  <Box data-testid="content-skeleton" role="status" aria-busy="true" aria-label="Loading page">
    {Array.from({ length: paragraphs }, (_unused, index) => (
      <Box key={index} sx={{ mb: 4 }}>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem', mb: 1 }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Box>
    ))}
  </Box>
);
