import { Suspense } from 'react';
import type * as RtlPure from '@testing-library/react/pure';
import type * as Kit from './lazyKit';

type Rtl = typeof RtlPure;

/**
 * A fresh copy of the lazy kit (and of React and Testing Library with it, so hooks and renderer
 * match): none of its parts has been fetched yet, unlike the copy setupTests preloads.
 */
const withFreshKit = (story: (rtl: Rtl, kit: typeof Kit) => Promise<void>) =>
  jest.isolateModulesAsync(async () => {
    const rtl = (await import('@testing-library/react/pure')) as Rtl;
    const kit = (await import('./lazyKit')) as typeof Kit;
    try {
      await story(rtl, kit);
    } finally {
      rtl.cleanup();
    }
  });

describe('the lazy half of the UI kit', () => {
  test('a closed dialog renders nothing and suspends nothing; opened, it fetches its part and shows', () =>
    withFreshKit(async ({ render, screen }, { Dialog, DialogTitle }) => {
      const page = (open: boolean) => (
        <Suspense fallback={<p>Loading the page</p>}>
          <p>Your trips</p>
          <Dialog open={open}>
            <DialogTitle>Cancel this trip?</DialogTitle>
          </Dialog>
        </Suspense>
      );
      const { rerender } = render(page(false));
      expect(screen.getByText('Your trips')).toBeVisible();
      expect(screen.queryByText('Loading the page')).toBeNull();
      rerender(page(true));
      expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toHaveTextContent('Cancel this trip?');
    }));
});
