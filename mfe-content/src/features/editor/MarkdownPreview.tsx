import { Paper, Typography } from '@portal/platform';
import { usePreviewContentQuery } from '../../api/contentApi';
import { ContentHtml } from '../../shared/ContentHtml';
import { useSettled } from './useSettled';

/** How long the typing pauses before the preview is asked for again. */
const PREVIEW_PAUSE_MS = 300;

interface MarkdownPreviewProps {
  slug: string;
  brand: string;
  title: string;
  body: string;
}

/**
 * The page as the brand's visitors will see it, following the editor's typing: rendered by the
 * gateway with the rules of a published page (brand details filled in, sanitized), so the editor
 * carries neither a Markdown renderer nor a sanitizer. The last preview stays while the next one
 * is on its way.
 */
export const MarkdownPreview = ({ slug, brand, title, body }: MarkdownPreviewProps) => {
  const draft = { title: useSettled(title, PREVIEW_PAUSE_MS), body: useSettled(body, PREVIEW_PAUSE_MS) };
  const { data, isError } = usePreviewContentQuery({ slug, brand, draft });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Preview"
      aria-busy={!data && !isError}
      data-testid="editor-preview"
      sx={{ p: 3, borderRadius: 2, minHeight: 480, overflow: 'auto' }}
    >
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        Preview
      </Typography>
      {isError && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mb: 2 }}>
          The preview could not be updated. Your text is kept; the preview tries again as you type.
        </Typography>
      )}
      <Typography component="p" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        {data?.title}
      </Typography>
      <ContentHtml html={data?.html ?? ''} />
    </Paper>
  );
};
