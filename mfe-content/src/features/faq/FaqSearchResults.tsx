import { Box, Typography } from '@portal/platform';
import { FaqAccordionList } from '../../shared/faq/FaqAccordionList';
import { countResults, type FaqResultGroup } from './searchFaq';

interface Props {
  query: string;
  groups: readonly FaqResultGroup[];
}

/** Matches grouped by category, or a clear 'nothing found'. Nothing at all for a blank query. */
export const FaqSearchResults = ({ query, groups }: Props) => {
  const trimmed = query.trim();
  if (!trimmed) return null;
  const count = countResults(groups);

  return (
    <Box component="section" aria-label="Search results" sx={{ mt: 4 }}>
      <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
        {count === 0
          ? `No results found for "${trimmed}". Try other words, or browse the categories below.`
          : `${count} ${count === 1 ? 'result' : 'results'} for "${trimmed}"`}
      </Typography>
      {groups.map((group) => (
        <Box key={group.category} sx={{ mb: 3 }} data-testid="faq-result-group">
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
            {group.category}
          </Typography>
          <FaqAccordionList entries={group.entries} idPrefix={`result-${group.category.toLowerCase()}`} />
        </Box>
      ))}
    </Box>
  );
};
