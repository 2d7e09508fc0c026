import { Box, Button, Grid, RouterLink, Stack, type ContentDraft, schemaResolver } from '@portal/platform';
import { useForm, useWatch, FormTextField } from '@portal/platform/forms';
import { MarkdownPreview } from './MarkdownPreview';
import { publicPathOf } from './editorPaths';
import { useEditorActions } from './useEditorActions';

interface Props {
  slug: string;
  brand: string;
  start: ContentDraft;
  hasDraft: boolean;
}

/** Title and Markdown on the left, the live preview on the right; Save draft and Publish below. */
export const EditorForm = ({ slug, brand, start, hasDraft }: Props) => {
  const { save, publish, busy } = useEditorActions(slug, brand);
  const { control, handleSubmit, reset, formState } = useForm<ContentDraft>({
    resolver: schemaResolver((contracts) => contracts.contentDraftSchema),
    defaultValues: start,
  });
  const [title, body] = useWatch({ control, name: ['title', 'body'] });

  const saveDraft = handleSubmit(async (draft) => {
    if (await save(draft)) reset(draft);
  });
  const publishPage = handleSubmit(async (draft) => {
    if (await publish(draft, { saveFirst: formState.isDirty || !hasDraft })) reset(draft);
  });

  return (
    <Box component="form" noValidate onSubmit={saveDraft} aria-label="Edit page">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <FormTextField control={control} name="title" label="Title" required />
            <FormTextField
              control={control}
              name="body"
              label="Content (Markdown)"
              multiline
              minRows={20}
              required
              hint="Markdown: ## for a heading, **bold**, [link text](https://…). {{brand.name}}, {{brand.phone}}, {{brand.email}}, {{brand.address}} and {{brand.hours}} are filled in."
              slotProps={{ htmlInput: { spellCheck: true, style: { fontFamily: 'monospace' } } }}
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <MarkdownPreview slug={slug} brand={brand} title={title ?? ''} body={body ?? ''} />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Button type="submit" variant="outlined" disabled={busy}>
          Save draft
        </Button>
        <Button type="button" variant="contained" disabled={busy} onClick={() => void publishPage()}>
          Publish
        </Button>
        <Button component={RouterLink} to={publicPathOf(slug)}>
          View page
        </Button>
      </Stack>
    </Box>
  );
};
