import { useDeferredValue, useMemo } from 'react';
import { Paper, Typography, useBrand } from '@portal/platform';
import { ContentHtml } from '../../shared/ContentHtml';
import { fillPlaceholders } from '../../shared/fillPlaceholders';
import { renderMarkdown } from '../../shared/renderMarkdown';

/** The page as visitors will see it, updated as the editor types (brand details filled in, sanitized). */
export const MarkdownPreview = ({ title, body }: { title: string; body: string }) => {
  const brand = useBrand();
  // Deferred: typing stays responsive on a long page; the preview catches up.
  const deferredBody = useDeferredValue(body);
  const html = useMemo(() => renderMarkdown(fillPlaceholders(deferredBody, brand)), [deferredBody, brand]);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Preview"
      data-testid="editor-preview"
      sx={{ p: 3, borderRadius: 2, minHeight: 480, overflow: 'auto' }}
    >
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        Preview
      </Typography>
      <Typography component="p" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        {fillPlaceholders(title, brand)}
      </Typography>
      <ContentHtml html={html} />
    </Paper>
  );
};
