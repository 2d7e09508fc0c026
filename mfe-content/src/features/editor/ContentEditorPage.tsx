import { useState } from 'react';
import {
  Alert,
  CONTENT_PAGES,
  Container,
  Paper,
  Typography,
  useContentBrand,
  useParams,
  type ContentDraft,
} from '@portal/platform';
import { CONTENT_SLUG } from '../../api/readContentPage';
import { PageHeader } from '../../shared/PageHeader';
import { EditorAccess } from '../../shared/EditorAccess';
import { EditorLoading } from '../../shared/EditorLoading';
import { EditorForm } from './EditorForm';
import { RevisionHistory } from './RevisionHistory';
import { useEditorStart } from './useEditorStart';
import { useRestoreRevision } from './useRestoreRevision';

const Workspace = ({ slug }: { slug: string }) => {
  const brand = useContentBrand();
  const editor = useEditorStart(slug, brand.key, brand.ready);
  // A restore changes the published text; a form with no draft of its own starts again from it.
  const [restored, setRestored] = useState<{ count: number; start?: ContentDraft }>({ count: 0 });
  const restore = useRestoreRevision(slug, brand.key, (start) =>
    setRestored(({ count }) => ({ count: count + 1, start })),
  );

  if (editor.status === 'loading') return <EditorLoading label="Loading the page" />;
  if (editor.status === 'error') return <Alert severity="error">{editor.message}</Alert>;
  const start = !editor.draft && restored.start ? restored.start : editor.start;

  return (
    <>
      <EditorForm
        key={`${brand.key}/${slug}/${restored.count}`}
        slug={slug}
        brand={brand.key}
        start={start}
        hasDraft={Boolean(editor.draft)}
      />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="revisions-title"
        sx={{ mt: 5, p: 3, borderRadius: 2 }}
      >
        <Typography id="revisions-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          Revision history
        </Typography>
        <RevisionHistory
          revisions={editor.revisions}
          published={editor.published}
          restoring={restore.restoring}
          onRestore={restore.run}
        />
      </Paper>
    </>
  );
};

/** /content/edit/:slug: the page editor, for editors and admins. */
export const ContentEditorPage = () => {
  const { slug = '' } = useParams();
  const valid = CONTENT_SLUG.test(slug) && slug !== 'pages';
  const title = CONTENT_PAGES.find((page) => page.slug === slug)?.title ?? slug;

  return (
    <EditorAccess>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }} data-testid="page-content-editor">
        <PageHeader
          title={`Edit: ${title}`}
          subtitle="Changes are saved as a draft; visitors see them once you publish."
        />
        {valid ? <Workspace slug={slug} /> : <Alert severity="error">There is no page at this address.</Alert>}
      </Container>
    </EditorAccess>
  );
};
