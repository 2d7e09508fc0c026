import { act, fireEvent, screen } from '@testing-library/react';
import { contrastRatio, selectCurrentToast, showToast, type ToastInput } from '@portal/platform';
import { renderWithProviders } from '@portal/platform/testing';
import { Toaster } from './Toaster';

const renderToaster = () => {
  const rendered = renderWithProviders(<Toaster />);
  const show = (input: ToastInput) => act(() => void rendered.store.dispatch(showToast(input)));
  return { ...rendered, show };
};

describe('Toaster', () => {
  afterEach(() => jest.useRealTimers());

  test('shows only the newest toast', () => {
    const { show } = renderToaster();

    show({ title: 'Booking saved', description: 'We sent you an email.' });
    expect(screen.getByRole('status')).toHaveTextContent('Booking saved');

    show({ title: 'Seat reserved' });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Seat reserved');
    expect(screen.queryByText('Booking saved')).not.toBeInTheDocument();
  });

  test('a default toast has the paper look and a destructive one the error look', () => {
    const { show } = renderToaster();

    show({ title: 'Saved' });
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', 'default');

    show({
      title: 'Cancellation failed',
      description: 'Something went wrong. Please try again.',
      variant: 'destructive',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-variant', 'destructive');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
  });

  test("a destructive toast's description reads at 4.5:1 on its red (WCAG AA), not softened below it", () => {
    const { show } = renderToaster();
    show({ title: 'Login failed', description: 'Invalid username or password', variant: 'destructive' });

    const channels = (colour: string) => (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const hex = (values: number[]) =>
      `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
    const red = channels(getComputedStyle(screen.getByRole('alert')).backgroundColor);
    const description = getComputedStyle(screen.getByText('Invalid username or password'));
    const opacity = Number(description.opacity || 1);
    // What the eye sees: the text's colour blended with the red behind it by the text's opacity.
    const seen = channels(description.color).map((channel, i) => channel * opacity + red[i]! * (1 - opacity));
    expect(contrastRatio(hex(seen), hex(red))).toBeGreaterThanOrEqual(4.5);
  });

  test('the close button dismisses the toast', async () => {
    const { show, store, user } = renderToaster();
    show({ title: 'Saved' });

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(selectCurrentToast(store.getState())).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('hides itself after its duration', () => {
    jest.useFakeTimers();
    const { show, store } = renderToaster();
    show({ title: 'Saved', duration: 3000 });

    act(() => jest.advanceTimersByTime(2900));
    expect(selectCurrentToast(store.getState())).not.toBeNull();

    act(() => jest.advanceTimersByTime(200));
    expect(selectCurrentToast(store.getState())).toBeNull();
  });

  test('a swipe right over 50 px dismisses it; a shorter one does not', () => {
    const { show, store } = renderToaster();
    show({ title: 'Saved' });
    const toast = screen.getByRole('status');
    // jsdom has no PointerEvent; a MouseEvent of the same type carries clientX to React's handlers.
    const pointer = (type: string, clientX: number) =>
      fireEvent(toast, new MouseEvent(type, { bubbles: true, button: 0, clientX }));
    const swipe = (distance: number) => {
      pointer('pointerdown', 100);
      pointer('pointermove', 100 + distance);
      pointer('pointerup', 100 + distance);
    };

    swipe(30);
    expect(selectCurrentToast(store.getState())).not.toBeNull();

    swipe(60);
    expect(selectCurrentToast(store.getState())).toBeNull();
  });

  test('Escape dismisses the toast only when focus is in the notification region', async () => {
    const { show, store, user } = renderToaster();
    show({ title: 'Saved' });

    await user.keyboard('{Escape}');
    expect(selectCurrentToast(store.getState())).not.toBeNull();

    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    await user.keyboard('{Escape}');
    expect(selectCurrentToast(store.getState())).toBeNull();
  });

  test('F8 moves focus to the notification region', () => {
    renderToaster();

    fireEvent.keyDown(window, { key: 'F8' });

    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  test('an action is a link that also dismisses the toast', async () => {
    const { show, store, user, router } = renderToaster();
    show({ title: 'Booking confirmed', action: { label: 'View trip', href: '/my-trips' } });

    const action = screen.getByRole('link', { name: 'View trip' });
    expect(action).toHaveAttribute('href', '/my-trips');
    await user.click(action);

    expect(router.state.location.pathname).toBe('/my-trips');
    expect(selectCurrentToast(store.getState())).toBeNull();
  });
});
