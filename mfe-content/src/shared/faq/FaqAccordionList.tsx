import { useMemo, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  CircularProgress,
  ExpandMoreIcon,
  Typography,
  loadOnce,
} from '@portal/platform';
import { ContentHtml } from '../ContentHtml';
import type { FaqEntry } from './parseFaq';

type Render = (markdown: string) => string;

// Answers are Markdown an editor wrote, rendered and sanitized here with the gateway's rules
// (marked and DOMPurify, 26 KB): fetched when a visitor reaches for a question (pointer or focus)
// or opens one, not with the page, whose answers are all closed.
const renderer = loadOnce(() => import('../renderMarkdown'));

interface Props {
  entries: readonly FaqEntry[];
  /** Keeps the ids of two lists on one page apart. */
  idPrefix: string;
}

/** Questions as accordions: one open at a time, and the open one closes when clicked again. */
export const FaqAccordionList = ({ entries, idPrefix }: Props) => {
  const [open, setOpen] = useState<number | false>(false);
  const [render, setRender] = useState<{ markdown: Render } | null>(null);
  const answers = useMemo(
    () => (render ? entries.map((entry) => render.markdown(entry.answer)) : null),
    [entries, render],
  );

  const reach = () => {
    if (render) return;
    // A failed fetch leaves the answers closed to reading; the next reach tries again.
    void renderer.load().then(
      ({ renderMarkdown }) => setRender({ markdown: renderMarkdown }),
      () => undefined,
    );
  };

  return (
    <Box onPointerOver={reach} onFocus={reach}>
      {entries.map((entry, index) => {
        const id = `${idPrefix}-${index}`;
        return (
          <Accordion
            key={id}
            disableGutters
            expanded={open === index}
            onChange={(_event, expanded) => {
              reach();
              setOpen(expanded ? index : false);
            }}
            variant="outlined"
            sx={{ mb: 1.5, borderRadius: 2, '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-question`} aria-controls={`${id}-answer`}>
              <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {entry.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`${id}-answer`} sx={{ pt: 0 }}>
              {answers ? (
                <ContentHtml html={answers[index] ?? ''} />
              ) : (
                open === index && <CircularProgress size={20} aria-label="Loading the answer" />
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
};
