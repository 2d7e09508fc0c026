import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_BRAND, selectCurrentToast } from '@portal/platform';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { NewsletterForm } from './NewsletterForm';

/** An IntersectionObserver the test moves: the footer is out of sight until `bringIntoView`. */
const installViewport = () => {
  const observers: { callback: IntersectionObserverCallback; observed: Element[] }[] = [];
  class DrivenObserver {
    observed: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ callback, observed: this.observed });
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {
      this.observed.length = 0;
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: DrivenObserver });
  return {
    bringIntoView: () =>
      act(() => {
        for (const { callback, observed } of observers)
          for (const target of [...observed])
            callback(
              [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
              {} as IntersectionObserver,
            );
      }),
  };
};

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const renderNewsletter = () =>
  renderWithProviders(<NewsletterForm />, {
    preloadedState: { brand: { brand: { ...DEFAULT_BRAND, key: 'blueskies.test' }, status: 'ready', failure: null } },
  });

describe("the footer's newsletter form arrives when it is wanted", () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  test('while the footer is out of sight, the field and button are there and the form (react-hook-form) is not fetched; in sight, it takes over', async () => {
    const viewport = installViewport();
    renderNewsletter();
    const standIn = screen.getByLabelText('Email address');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();

    await settle();
    expect(screen.getByLabelText('Email address')).toBe(standIn);

    viewport.bringIntoView();
    await waitFor(() => expect(screen.getByLabelText('Email address')).not.toBe(standIn));
  });

  test('what a visitor typed before the form arrived is kept, with the focus on the field', async () => {
    installViewport();
    renderNewsletter();
    const standIn = screen.getByLabelText<HTMLInputElement>('Email address');

    act(() => {
      standIn.focus();
      fireEvent.change(standIn, { target: { value: 'traveller@exam' } });
    });

    await waitFor(() => expect(screen.getByLabelText('Email address')).not.toBe(standIn));
    const field = screen.getByLabelText('Email address');
    expect(field).toHaveValue('traveller@exam');
    await waitFor(() => expect(field).toHaveFocus());
  });

  test('a send asked for before the form arrived is made once it has: checked and posted for the brand', async () => {
    installViewport();
    const { calls } = mockGateway({
      'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
      'POST /api/newsletter': () => json({ id: 'sub-1', message: 'Thanks for subscribing!' }, 201),
    });
    const { store } = renderNewsletter();
    const standIn = screen.getByLabelText('Email address');

    act(() => {
      fireEvent.change(standIn, { target: { value: 'Traveller@Example.com' } });
      fireEvent.submit(standIn.closest('form')!);
    });

    await waitFor(() =>
      expect(selectCurrentToast(store.getState())).toMatchObject({ title: 'Thanks for subscribing!' }),
    );
    expect(calls.filter((call) => call.method === 'POST')).toMatchObject([
      { path: '/api/newsletter?brand=blueskies.test', body: { email: 'traveller@example.com' } },
    ]);
  });

  test("a bad address typed before the form arrived gets the contract's message when the send is made, and nothing is posted", async () => {
    installViewport();
    const { calls } = mockGateway({});
    renderNewsletter();
    const standIn = screen.getByLabelText('Email address');

    act(() => {
      fireEvent.change(standIn, { target: { value: 'not-an-email' } });
      fireEvent.submit(standIn.closest('form')!);
    });

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
