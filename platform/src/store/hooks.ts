import { useDispatch, useSelector } from 'react-redux';
import { useCallback } from 'react';
import type { AppDispatch, RootState } from './store';
import { selectUser, selectIsAdmin, selectSessionStatus } from '../session/sessionSlice';
import { selectBrand } from '../brand/brandSlice';
import { showToast, dismissToast, type ToastInput } from '../toast/toastSlice';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The signed-in user, or null. Modules read the session only through these hooks. */
export const useSessionUser = () => useAppSelector(selectUser);
export const useSessionStatus = () => useAppSelector(selectSessionStatus);
export const useIsAdmin = () => useAppSelector(selectIsAdmin);

/** The brand the page is shown under. */
export const useBrand = () => useAppSelector(selectBrand);

/** Shows a toast in the shell's notification area; one is visible at a time. */
export const useToast = () => {
  const dispatch = useAppDispatch();
  const toast = useCallback((input: ToastInput) => dispatch(showToast(input)).payload.id, [dispatch]);
  const dismiss = useCallback((id: string) => dispatch(dismissToast(id)), [dispatch]);
  return { toast, dismiss };
};
