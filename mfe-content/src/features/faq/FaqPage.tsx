import { useMemo, useState } from 'react';
import { Alert, Container, useSearchParams } from '@portal/platform';
import { ContentSkeleton } from '../../shared/ContentSkeleton';
import { PageHeader } from '../../shared/PageHeader';
import { parseFaq } from '../../shared/faq/parseFaq';
import { usePageText } from '../../shared/usePageText';
import { FaqCategoryTabs } from './FaqCategoryTabs';
import { FaqSearchForm } from './FaqSearchForm';
import { FaqSearchResults } from './FaqSearchResults';
import { StillNeedHelp } from './StillNeedHelp';
import { searchFaq } from './searchFaq';

/**
 * /faq: search, the six categories as tabs, and where to turn next. `?q=` opens it on a search
 * (the Support Center's topics link it so).
 */
export const FaqPage = () => {
  const text = usePageText('faq');
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const body = text.status === 'ready' ? text.body : '';
  const categories = useMemo(() => parseFaq(body), [body]);
  const groups = useMemo(() => searchFaq(categories, query), [categories, query]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} data-testid="page-faq">
      <PageHeader
        title={text.status === 'ready' ? text.title : 'Frequently Asked Questions'}
        subtitle="Quick answers about booking, payment and travel."
        slug="faq"
      />
      <FaqSearchForm initialQuery={query} onSearch={setQuery} />
      {text.status === 'loading' && <ContentSkeleton paragraphs={3} />}
      {text.status === 'error' && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {text.message}
        </Alert>
      )}
      {text.status === 'ready' && (
        <>
          <FaqSearchResults query={query} groups={groups} />
          <FaqCategoryTabs categories={categories} />
        </>
      )}
      <StillNeedHelp />
    </Container>
  );
};
