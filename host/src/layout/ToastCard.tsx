import {
  RouterLink,
  Box,
  Button,
  CloseIcon,
  IconButton,
  SnackbarContent,
  Stack,
  Typography,
  type Toast,
} from '@portal/platform';
import { useSwipeToDismiss } from './useSwipeToDismiss';

const ToastAction = ({ action, onClick }: { action: NonNullable<Toast['action']>; onClick: () => void }) => {
  const internal = action.href.startsWith('/');
  return (
    <Button
      size="small"
      variant="outlined"
      color="inherit"
      onClick={onClick}
      {...(internal ? { component: RouterLink, to: action.href } : { href: action.href })}
    >
      {action.label}
    </Button>
  );
};

/** One notification: bold title, description, optional link action and a close button. */
export const ToastCard = ({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) => {
  const { offset, swipeHandlers } = useSwipeToDismiss(onDismiss);
  const destructive = toast.variant === 'destructive';

  return (
    <SnackbarContent
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic
      data-variant={toast.variant}
      {...swipeHandlers}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      sx={{
        width: '100%',
        alignItems: 'flex-start',
        flexWrap: 'nowrap',
        touchAction: 'pan-y',
        userSelect: 'none',
        border: 1,
        boxShadow: 6,
        ...(destructive
          ? { bgcolor: 'error.main', color: 'error.contrastText', borderColor: 'error.dark' }
          : { bgcolor: 'background.paper', color: 'text.primary', borderColor: 'divider' }),
      }}
      message={
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
            {toast.title}
          </Typography>
          {toast.description && (
            // Softened on paper; on the error's red, white text needs its full strength to read at 4.5:1.
            <Typography variant="body2" sx={{ opacity: destructive ? 1 : 0.9 }}>
              {toast.description}
            </Typography>
          )}
        </Box>
      }
      action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {toast.action && <ToastAction action={toast.action} onClick={onDismiss} />}
          <IconButton aria-label="Close" size="small" color="inherit" onClick={onDismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    />
  );
};
