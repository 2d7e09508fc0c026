import { Button, EditIcon, RouterLink } from '@portal/platform';
import { useCanEditContent } from './useCanEditContent';

/** 'Edit page' for editors and admins; nobody else sees it. */
export const EditPageButton = ({ slug }: { slug: string }) => {
  const canEdit = useCanEditContent();
  if (!canEdit) return null;
  return (
    <Button
      component={RouterLink}
      to={`/content/edit/${slug}`}
      variant="outlined"
      size="small"
      startIcon={<EditIcon />}
      sx={{ flexShrink: 0 }}
    >
      Edit page
    </Button>
  );
};
