import type { ReactNode } from 'react';
import { Alert, Button, Container, RouterLink, useLocation, useSessionStatus } from '@portal/platform';
import { EditorLoading } from './EditorLoading';
import { useCanEditContent } from './useCanEditContent';

/**
 * The editor is for editors and admins. Others are told so (guests with a way to sign in); the
 * gateway refuses their writes anyway.
 */
export const EditorAccess = ({ children }: { children: ReactNode }) => {
  const status = useSessionStatus();
  const canEdit = useCanEditContent();
  const { pathname } = useLocation();

  if (status === 'unknown') return <EditorLoading label="Checking your access" />;
  if (canEdit) return <>{children}</>;
  return (
    <Container maxWidth="sm" sx={{ py: 8 }} data-testid="page-editor-denied">
      <Alert
        severity="warning"
        action={
          status === 'signed-out' ? (
            <Button
              component={RouterLink}
              to={`/login?redirect=${encodeURIComponent(pathname)}`}
              color="inherit"
              size="small"
            >
              Sign in
            </Button>
          ) : undefined
        }
      >
        You don&apos;t have permission to edit content.
      </Alert>
    </Container>
  );
};
