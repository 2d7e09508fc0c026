import {
  Alert,
  Button,
  Container,
  Paper,
  RouterLink,
  Skeleton,
  errorMessage,
  useBrand,
  useContentBrand,
} from '@portal/platform';
import { PageHeader } from '../../shared/PageHeader';
import { ContentPagesTable } from './ContentPagesTable';
import { EditorAccess } from '../../shared/EditorAccess';
import { useGetContentPagesQuery } from '../../api/contentApi';

const PagesList = () => {
  const brand = useContentBrand();
  const { data: pages, error, isLoading } = useGetContentPagesQuery(brand.key, { skip: !brand.ready });

  if (!brand.ready || isLoading) return <Skeleton variant="rounded" height={320} />;
  if (error || !pages)
    return <Alert severity="error">{errorMessage(error, 'The pages could not be loaded. Please try again.')}</Alert>;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2 }}>
      <ContentPagesTable pages={pages} />
    </Paper>
  );
};

/** /content/edit: the brand's editable pages. */
export const ContentPagesPage = () => {
  const brand = useBrand();
  return (
    <EditorAccess>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="page-content-pages">
        <PageHeader
          title="Content pages"
          subtitle={`Pages of ${brand.name}. Changes are seen by visitors as soon as they are published.`}
        />
        <PagesList />
        <Button component={RouterLink} to="/content/submissions" sx={{ mt: 2 }}>
          Form submissions
        </Button>
      </Container>
    </EditorAccess>
  );
};
