import { useState } from 'react';
import { Box, Tab, Tabs } from '@portal/platform';
import { FaqAccordionList } from '../../shared/faq/FaqAccordionList';
import type { FaqCategory } from '../../shared/faq/parseFaq';
import { capitalise } from './searchFaq';

/** One tab per category, the first (Booking) open; each tab lists its questions as accordions. */
export const FaqCategoryTabs = ({ categories }: { categories: readonly FaqCategory[] }) => {
  const [selected, setSelected] = useState(0);
  const current = categories[selected] ?? categories[0];
  if (!current) return null;

  return (
    <Box sx={{ mt: 5 }}>
      <Tabs
        value={categories.indexOf(current)}
        onChange={(_event, index: number) => setSelected(index)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="FAQ categories"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {categories.map((category) => (
          <Tab
            key={category.key}
            label={capitalise(category.name)}
            id={`faq-tab-${category.key}`}
            aria-controls={`faq-panel-${category.key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`faq-panel-${current.key}`} aria-labelledby={`faq-tab-${current.key}`}>
        {/* Keyed by category: switching tabs starts with every question closed. */}
        <FaqAccordionList key={current.key} entries={current.entries} idPrefix={`faq-${current.key}`} />
      </Box>
    </Box>
  );
};
