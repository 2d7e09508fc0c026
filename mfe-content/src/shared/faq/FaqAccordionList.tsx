import { useMemo, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, ExpandMoreIcon, Typography } from '@portal/platform';
import { ContentHtml } from '../ContentHtml';
import { renderMarkdown } from '../renderMarkdown';
import type { FaqEntry } from './parseFaq';

interface Props {
  entries: readonly FaqEntry[];
  /** Keeps the ids of two lists on one page apart. */
  idPrefix: string;
}

/** Questions as accordions: one open at a time, and the open one closes when clicked again. */
export const FaqAccordionList = ({ entries, idPrefix }: Props) => {
  const [open, setOpen] = useState<number | false>(false);
  // Answers are Markdown an editor wrote: rendered and sanitized here with the gateway's rules.
  const answers = useMemo(() => entries.map((entry) => renderMarkdown(entry.answer)), [entries]);

  return (
    <Box>
      {entries.map((entry, index) => {
        const id = `${idPrefix}-${index}`;
        return (
          <Accordion
            key={id}
            disableGutters
            expanded={open === index}
            onChange={(_event, expanded) => setOpen(expanded ? index : false)}
            variant="outlined"
            sx={{ mb: 1.5, borderRadius: 2, '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-question`} aria-controls={`${id}-answer`}>
              <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {entry.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`${id}-answer`} sx={{ pt: 0 }}>
              <ContentHtml html={answers[index] ?? ''} />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
};
