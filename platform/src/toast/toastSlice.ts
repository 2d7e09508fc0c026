import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  /** Milliseconds on screen; the spec's default is 5000. */
  duration: number;
  action?: { label: string; href: string };
}

export type ToastInput = Omit<Toast, 'id' | 'variant' | 'duration'> & Partial<Pick<Toast, 'variant' | 'duration'>>;

export const TOAST_DEFAULT_DURATION = 5000;

/** One toast visible at a time: a new one replaces the one on screen. */
export const toastSlice = createSlice({
  name: 'toast',
  initialState: { current: null as Toast | null },
  reducers: {
    showToast: {
      reducer: (state, action: PayloadAction<Toast>) => {
        state.current = action.payload;
      },
      prepare: (input: ToastInput) => ({
        payload: { variant: 'default' as const, duration: TOAST_DEFAULT_DURATION, ...input, id: nanoid() },
      }),
    },
    dismissToast: (state, action: PayloadAction<string>) => {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
  selectors: { selectCurrentToast: (state) => state.current },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const { selectCurrentToast } = toastSlice.selectors;
