import { Paper } from '@portal/platform';
import { Placeholder } from '@portal/platform/plain-controls';

/**
 * The filters panel's place while the first offers load: the panel itself needs the answer's
 * facets, and appearing later it would push the list down on a phone (or narrow it beside).
 */
export const FiltersPlaceholder = () => (
  <Paper variant="outlined" sx={{ p: 2 }} aria-hidden="true" data-testid="filters-placeholder">
    <Placeholder variant="rounded" width={96} height={36.5} />
  </Paper>
);
