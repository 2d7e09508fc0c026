import type { ContentPreview } from '@portal/platform';
import { answerOf, object, string } from '@portal/platform/json-readers';

// The editor's preview is asked for as the page opens and as the editor types: read without zod,
// held to the platform's contentPreviewSchema by a property test (readContentPreview.test.ts).

export const readContentPreview = object({ title: string(), html: string() });

/** An RTK Query transformResponse: the preview, or an error the editor shows. */
export const contentPreviewFrom: (body: unknown) => ContentPreview = answerOf(readContentPreview, 'The preview');
