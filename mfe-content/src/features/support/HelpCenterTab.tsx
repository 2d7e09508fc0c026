import { useMemo } from 'react';
import { Alert, Box, Stack, Typography } from '@portal/platform';
import { ContentSkeleton } from '../../shared/ContentSkeleton';
import { EditPageButton } from '../../shared/EditPageButton';
import { FaqAccordionList } from '../../shared/faq/FaqAccordionList';
import { parseFaq } from '../../shared/faq/parseFaq';
import { usePageText } from '../../shared/usePageText';

/** Help Center: the 'support-help' page's questions, as editors last published them. */
export const HelpCenterTab = () => {
  const text = usePageText('support-help');
  const body = text.status === 'ready' ? text.body : '';
  const entries = useMemo(() => parseFaq(body).flatMap((category) => category.entries), [body]);

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Frequently asked questions
        </Typography>
        <EditPageButton slug="support-help" />
      </Stack>
      {text.status === 'loading' && <ContentSkeleton paragraphs={2} />}
      {text.status === 'error' && <Alert severity="error">{text.message}</Alert>}
      {text.status === 'ready' && <FaqAccordionList entries={entries} idPrefix="help" />}
    </Box>
  );
};
