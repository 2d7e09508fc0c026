import type { ContentRevision } from '@portal/platform';
import { answerOf, array, integer, nullable, object, oneOf, string } from '@portal/platform/json-readers';

// The page's revisions are an answer of the editor's first load: read without zod, held to the
// platform's contentRevisionsSchema by a property test (readContentRevisions.test.ts).

export const readContentRevision = object({
  version: integer(1),
  title: string(),
  body: string(),
  status: oneOf(['draft', 'published', 'superseded']),
  author: nullable(string()),
  createdAt: string(),
  publishedAt: nullable(string()),
});

export const readContentRevisions = array(readContentRevision);

/** An RTK Query transformResponse: the revisions, or an error the page shows as a failed load. */
export const contentRevisionsFrom: (body: unknown) => ContentRevision[] = answerOf(
  readContentRevisions,
  'The revisions of the page',
);
