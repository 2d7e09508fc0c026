import { Button, Stack, Typography } from '@portal/platform';

interface LoadMoreBarProps {
  loaded: number;
  total: number;
  showBackToFirstPage: boolean;
  busy: boolean;
  onLoadMore: () => void;
  onBackToFirstPage: () => void;
}

/** 'Load more' while fewer than total_count are loaded; 'Back to First Page' past the first 30. */
export const LoadMoreBar = ({
  loaded,
  total,
  showBackToFirstPage,
  busy,
  onLoadMore,
  onBackToFirstPage,
}: LoadMoreBarProps) => {
  const canLoadMore = loaded < total;
  if (!canLoadMore && !showBackToFirstPage) return null;

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 3 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {loaded} of {total} flights loaded
      </Typography>
      <Stack direction="row" spacing={1}>
        {canLoadMore && (
          <Button variant="contained" onClick={onLoadMore} disabled={busy}>
            Load more
          </Button>
        )}
        {showBackToFirstPage && (
          <Button variant="outlined" onClick={onBackToFirstPage}>
            Back to First Page
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
