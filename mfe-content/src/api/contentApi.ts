import {
  api,
  parseWith,
  type ContentDraft,
  type ContentPage,
  type ContentPageSummary,
  type ContentPreview,
  type ContentPreviewRequest,
  type ContentRevision,
} from '@portal/platform';
import { contentPageFrom } from './readContentPage';
import { contentPageListFrom } from './readContentPageList';
import { contentPreviewFrom } from './readContentPreview';
import { contentRevisionsFrom } from './readContentRevisions';

/** Every content call names the brand: pages are kept per brand, and one brand never sees another brand's pages. */
export interface PageArgs {
  slug: string;
  brand: string;
}

const brandQuery = (brand: string) => `brand=${encodeURIComponent(brand)}`;
const pagePath = ({ slug, brand }: PageArgs, rest = '') =>
  `content/${encodeURIComponent(slug)}${rest}?${brandQuery(brand)}`;
const pageTag = ({ slug, brand }: PageArgs) => ({ type: 'Content' as const, id: `${brand}/${slug}` });
const listTag = (brand: string) => ({ type: 'Content' as const, id: `${brand}/LIST` });
/** A change to a page: its public text, its revisions and the editor's list are all stale. */
const changed = (args: PageArgs) => [
  pageTag(args),
  { type: 'Content' as const, id: `${args.brand}/${args.slug}/revisions` },
  listTag(args.brand),
];

/**
 * The content pages (GET published; the editor's draft, publish, revisions and restore): only this
 * module calls them. Their 'Content' tags are the base api's.
 */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<ContentPage, PageArgs>({
      query: (args) => pagePath(args),
      transformResponse: contentPageFrom,
      providesTags: (_result, _error, args) => [pageTag(args)],
    }),
    getContentPages: build.query<ContentPageSummary[], string>({
      query: (brand) => `content/pages?${brandQuery(brand)}`,
      transformResponse: contentPageListFrom,
      providesTags: (_result, _error, brand) => [listTag(brand)],
    }),
    getContentRevisions: build.query<ContentRevision[], PageArgs>({
      query: (args) => pagePath(args, '/revisions'),
      transformResponse: contentRevisionsFrom,
      providesTags: (_result, _error, args) => [{ type: 'Content', id: `${args.brand}/${args.slug}/revisions` }],
    }),
    /** The editor's text rendered by the gateway as the brand's visitors would see it (nothing is saved). */
    previewContent: build.query<ContentPreview, PageArgs & { draft: ContentPreviewRequest }>({
      query: ({ draft, ...args }) => ({ url: pagePath(args, '/preview'), method: 'POST', body: draft }),
      transformResponse: contentPreviewFrom,
      keepUnusedDataFor: 0,
    }),
    saveContentDraft: build.mutation<ContentRevision, PageArgs & { draft: ContentDraft }>({
      query: ({ draft, ...args }) => ({ url: pagePath(args, '/draft'), method: 'PUT', body: draft }),
      transformResponse: parseWith((contracts) => contracts.contentRevisionSchema),
      invalidatesTags: (_result, _error, args) => [
        { type: 'Content', id: `${args.brand}/${args.slug}/revisions` },
        listTag(args.brand),
      ],
    }),
    publishContentPage: build.mutation<ContentRevision, PageArgs>({
      query: (args) => ({ url: pagePath(args, '/publish'), method: 'POST' }),
      transformResponse: parseWith((contracts) => contracts.contentRevisionSchema),
      invalidatesTags: (_result, error, args) => (error ? [] : changed(args)),
    }),
    restoreContentRevision: build.mutation<ContentRevision, PageArgs & { version: number }>({
      query: ({ version, ...args }) => ({ url: pagePath(args, `/revisions/${version}/restore`), method: 'POST' }),
      transformResponse: parseWith((contracts) => contracts.contentRevisionSchema),
      invalidatesTags: (_result, error, args) => (error ? [] : changed(args)),
    }),
  }),
});

export const {
  useGetContentPageQuery,
  useGetContentPagesQuery,
  useGetContentRevisionsQuery,
  usePreviewContentQuery,
  useSaveContentDraftMutation,
  usePublishContentPageMutation,
  useRestoreContentRevisionMutation,
} = contentApi;
