import { useState } from 'react';
import { errorMessage, useToast, type ContentDraft, type ContentRevision } from '@portal/platform';
import { useRestoreContentRevisionMutation } from '../../api/contentApi';

/** One-click restore: the revision's text is published again as a new version, with a toast either way. */
export const useRestoreRevision = (slug: string, brand: string, onRestored: (start: ContentDraft) => void) => {
  const { toast } = useToast();
  const [restoreRevision] = useRestoreContentRevisionMutation();
  const [restoring, setRestoring] = useState<number | null>(null);

  const run = async (revision: ContentRevision) => {
    setRestoring(revision.version);
    const result = await restoreRevision({ slug, brand, version: revision.version });
    setRestoring(null);
    if (result.error) {
      toast({
        title: 'Not restored',
        description: errorMessage(result.error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: `Version ${revision.version} restored`,
      description: `It is live again as version ${result.data.version}.`,
    });
    onRestored({ title: result.data.title, body: result.data.body });
  };

  return { restoring, run: (revision: ContentRevision) => void run(revision) };
};
