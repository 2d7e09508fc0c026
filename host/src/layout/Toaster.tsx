import { useCallback, useEffect, useRef } from 'react';
import {
  Box,
  Snackbar,
  TOAST_DEFAULT_DURATION,
  dismissToast,
  selectCurrentToast,
  useAppDispatch,
  useAppSelector,
  useMediaQuery,
  useTheme,
} from '@portal/platform';
import { ToastCard } from './ToastCard';

/** The shell's notification area: the store's current toast, one at a time, so none hides another. */
export const Toaster = () => {
  const toast = useAppSelector(selectCurrentToast);
  const dispatch = useAppDispatch();
  const regionRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const fromSm = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });

  const toastId = toast?.id;
  const dismiss = useCallback(() => {
    if (toastId) dispatch(dismissToast(toastId));
  }, [dispatch, toastId]);

  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', focusRegion);
    return () => window.removeEventListener('keydown', focusRegion);
  }, []);

  return (
    <Box ref={regionRef} role="region" aria-label="Notifications (F8)" tabIndex={-1} sx={{ outline: 'none' }}>
      {toast && (
        <Snackbar
          // A new toast replaces the old one outright and restarts the timer.
          key={toast.id}
          open
          autoHideDuration={toast.duration ?? TOAST_DEFAULT_DURATION}
          onClose={(_event, reason) => {
            // Escape elsewhere belongs to whatever has focus (a menu, a dialog), not to the toast.
            const escapeInRegion = reason === 'escapeKeyDown' && regionRef.current?.contains(document.activeElement);
            if (reason === 'timeout' || escapeInRegion) dismiss();
          }}
          anchorOrigin={
            fromSm ? { vertical: 'bottom', horizontal: 'right' } : { vertical: 'top', horizontal: 'center' }
          }
        >
          <Box sx={{ width: '100%', maxWidth: { md: 420 } }}>
            <ToastCard toast={toast} onDismiss={dismiss} />
          </Box>
        </Snackbar>
      )}
    </Box>
  );
};
