import type { ReactNode } from 'react';
import { Alert, CONTENT_PAGES, Container, Paper, formatFormDate } from '@portal/platform';
import type { ContentPageSlug } from '@portal/platform/content-defaults';
import { ContentHtml } from './ContentHtml';
import { ContentSkeleton } from './ContentSkeleton';
import { PageHeader } from './PageHeader';
import { usePageText } from './usePageText';

const defaultTitle = (slug: ContentPageSlug) => CONTENT_PAGES.find((page) => page.slug === slug)?.title ?? '';

/**
 * A policy or about page as editors last published it: title, date and text from the gateway,
 * the shipped text when the gateway cannot answer, a skeleton while it loads.
 */
export const StaticContentPage = ({ slug, children }: { slug: ContentPageSlug; children?: ReactNode }) => {
  const text = usePageText(slug);
  const title = text.status === 'ready' ? text.title : defaultTitle(slug);
  const updated =
    text.status === 'ready' && text.updatedAt ? `Last updated ${formatFormDate(text.updatedAt)}` : undefined;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} data-testid={`page-${slug}`}>
      <PageHeader title={title} subtitle={updated} slug={slug} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 2 }}>
        {text.status === 'loading' && <ContentSkeleton />}
        {text.status === 'error' && <Alert severity="error">{text.message}</Alert>}
        {text.status === 'ready' && <ContentHtml html={text.html} />}
      </Paper>
      {children}
    </Container>
  );
};
