import { errorMessage, useToast, type ContentDraft } from '@portal/platform';
import { usePublishContentPageMutation, useSaveContentDraftMutation } from '../../api/contentApi';

const FAILED = 'Something went wrong. Please try again.';

/** Save draft and Publish, each answered with a toast. Both resolve to whether they succeeded. */
export const useEditorActions = (slug: string, brand: string) => {
  const { toast } = useToast();
  const [saveDraft, saving] = useSaveContentDraftMutation();
  const [publishPage, publishing] = usePublishContentPageMutation();

  const save = async (draft: ContentDraft, { quiet = false } = {}): Promise<boolean> => {
    const result = await saveDraft({ slug, brand, draft });
    if (result.error) {
      toast({ title: 'Draft not saved', description: errorMessage(result.error, FAILED), variant: 'destructive' });
      return false;
    }
    if (!quiet)
      toast({
        title: 'Draft saved',
        description: `Version ${result.data.version} is saved as a draft. Publish it to show it on the site.`,
      });
    return true;
  };

  /** Publishes what is on screen: unsaved changes are saved as the draft first. */
  const publish = async (draft: ContentDraft, { saveFirst }: { saveFirst: boolean }): Promise<boolean> => {
    if (saveFirst && !(await save(draft, { quiet: true }))) return false;
    const result = await publishPage({ slug, brand });
    if (result.error) {
      toast({ title: 'Not published', description: errorMessage(result.error, FAILED), variant: 'destructive' });
      return false;
    }
    toast({ title: 'Page published', description: `Version ${result.data.version} is now live.` });
    return true;
  };

  return { save, publish, busy: saving.isLoading || publishing.isLoading };
};
