import { useEffect, useState } from 'react';
import { errorMessage, loadOnce, type ContentDraft, type ContentRevision } from '@portal/platform';
import { useGetContentRevisionsQuery } from '../../api/contentApi';

const DEFAULT_BRAND_KEY = 'default';
const LOAD_FAILED = 'The page could not be loaded. Please try again.';

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

// The texts the portal ships (every page's, about 8 KB) are fetched only for a page no brand has
// published yet, not with every editor.
const shippedTexts = loadOnce(() => import('@portal/platform/content-defaults'));
type ShippedTexts = Awaited<ReturnType<typeof shippedTexts.load>>;

const shipped = ({ CONTENT_DEFAULTS }: ShippedTexts, slug: string): ContentDraft => {
  const page = CONTENT_DEFAULTS.find((candidate) => candidate.slug === slug);
  return { title: page?.title ?? '', body: page?.body ?? '' };
};

/** The shipped texts once asked for (`wanted`), or null until they have arrived or while they cannot. */
const useShippedTexts = (wanted: boolean) => {
  const [texts, setTexts] = useState<ShippedTexts | null>(shippedTexts.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || texts) return;
    let current = true;
    shippedTexts.load().then(
      (loaded) => current && setTexts(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, texts]);
  return { texts, failed };
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

  const revisions = own.data;
  const draft = revisions?.find((revision) => revision.status === 'draft');
  const published = revisions?.find((revision) => revision.status === 'published');
  const fallback = inherited.data?.find((revision) => revision.status === 'published');
  const source = draft ?? published ?? fallback;
  const settled = revisions !== undefined && !(inherits && inherited.isLoading);
  const shippedStart = useShippedTexts(settled && !source);

  if (own.error) return { status: 'error', message: errorMessage(own.error, LOAD_FAILED) };
  if (!revisions || !settled) return { status: 'loading' };
  if (!source && !shippedStart.texts)
    return shippedStart.failed ? { status: 'error', message: LOAD_FAILED } : { status: 'loading' };
  return {
    status: 'ready',
    start: source ? { title: source.title, body: source.body } : shipped(shippedStart.texts!, slug),
    revisions,
    draft,
    published,
  };
};
