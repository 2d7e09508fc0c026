import { CONTENT_DEFAULTS } from '@portal/platform/content-defaults';
import { errorMessage, type ContentDraft, type ContentRevision } from '@portal/platform';
import { useGetContentRevisionsQuery } from '../../api/contentApi';

const DEFAULT_BRAND_KEY = 'default';

export type EditorStart =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      start: ContentDraft;
      revisions: ContentRevision[];
      draft?: ContentRevision;
      published?: ContentRevision;
    };

const shipped = (slug: string): ContentDraft => {
  const page = CONTENT_DEFAULTS.find((candidate) => candidate.slug === slug);
  return { title: page?.title ?? '', body: page?.body ?? '' };
};

/**
 * What the editor opens with: the brand's draft, else its published page, else the default
 * brand's published page it inherits, else the shipped text; always with the {{brand.*}}
 * placeholders as written, so a brand's own details keep following its settings.
 */
export const useEditorStart = (slug: string, brand: string, brandReady: boolean): EditorStart => {
  const own = useGetContentRevisionsQuery({ slug, brand }, { skip: !brandReady });
  const inherits = brand !== DEFAULT_BRAND_KEY && own.data?.length === 0;
  const inherited = useGetContentRevisionsQuery({ slug, brand: DEFAULT_BRAND_KEY }, { skip: !inherits });

  if (own.error)
    return { status: 'error', message: errorMessage(own.error, 'The page could not be loaded. Please try again.') };
  if (!own.data || (inherits && inherited.isLoading)) return { status: 'loading' };

  const revisions = own.data;
  const draft = revisions.find((revision) => revision.status === 'draft');
  const published = revisions.find((revision) => revision.status === 'published');
  const fallback = inherited.data?.find((revision) => revision.status === 'published');
  const source = draft ?? published ?? fallback;
  return {
    status: 'ready',
    start: source ? { title: source.title, body: source.body } : shipped(slug),
    revisions,
    draft,
    published,
  };
};
