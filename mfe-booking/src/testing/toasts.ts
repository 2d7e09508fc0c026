import { selectCurrentToast, type PortalStore, type Toast } from '@portal/platform';

/** Every toast the page shows, in order (the shell shows one at a time, so later ones replace earlier ones). */
export const recordToasts = (store: PortalStore): Toast[] => {
  const seen: Toast[] = [];
  store.subscribe(() => {
    const current = selectCurrentToast(store.getState());
    if (current && seen[seen.length - 1]?.id !== current.id) seen.push(current);
  });
  return seen;
};

export const toastTitles = (toasts: Toast[]): string[] => toasts.map((toast) => toast.title);
