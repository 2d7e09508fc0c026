import { createPortalStore } from '../store/store';
import { dismissToast, selectCurrentToast, showToast, TOAST_DEFAULT_DURATION } from './toastSlice';

describe('toasts', () => {
  test('one is visible at a time: a new toast replaces the one on screen', () => {
    const store = createPortalStore();
    store.dispatch(showToast({ title: 'Seat Selected' }));
    store.dispatch(showToast({ title: 'Payment Failed', variant: 'destructive' }));
    const current = selectCurrentToast(store.getState());
    expect(current).toMatchObject({
      title: 'Payment Failed',
      variant: 'destructive',
      duration: TOAST_DEFAULT_DURATION,
    });
  });

  test('the default is a 5 s toast of the default look', () => {
    const store = createPortalStore();
    store.dispatch(showToast({ title: 'Login successful' }));
    expect(selectCurrentToast(store.getState())).toMatchObject({ variant: 'default', duration: 5000 });
  });

  test('dismissing an older toast leaves the newer one on screen', () => {
    const store = createPortalStore();
    const first = store.dispatch(showToast({ title: 'A' })).payload.id;
    const second = store.dispatch(showToast({ title: 'B' })).payload.id;
    store.dispatch(dismissToast(first));
    expect(selectCurrentToast(store.getState())?.id).toBe(second);
    store.dispatch(dismissToast(second));
    expect(selectCurrentToast(store.getState())).toBeNull();
  });
});
