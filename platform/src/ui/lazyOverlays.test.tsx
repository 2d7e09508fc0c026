import type * as RtlPure from '@testing-library/react/pure';
import type * as Overlays from './lazyOverlays';

type Rtl = typeof RtlPure;

/**
 * A fresh copy of the overlays module (and of React and Testing Library with it, so hooks and
 * renderer match): its chunk has not been fetched yet, unlike the copy setupTests preloads.
 */
const withFreshOverlays = (story: (rtl: Rtl, overlays: typeof Overlays) => Promise<void>) =>
  jest.isolateModulesAsync(async () => {
    const rtl = (await import('@testing-library/react/pure')) as Rtl;
    const overlays = (await import('./lazyOverlays')) as typeof Overlays;
    try {
      await story(rtl, overlays);
    } finally {
      rtl.cleanup();
    }
  });

describe('lazy overlays', () => {
  test('closed, an overlay whose chunk has not arrived renders nothing', () =>
    withFreshOverlays(async ({ render }, { Drawer }) => {
      const { container } = render(
        <Drawer open={false}>
          <p>Inside the drawer</p>
        </Drawer>,
      );
      expect(container).toBeEmptyDOMElement();
      expect(document.body).not.toHaveTextContent('Inside the drawer');
    }));

  test('opened for the first time, it fetches its chunk and then shows the real overlay', () =>
    withFreshOverlays(async ({ render, screen }, { Drawer }) => {
      const { rerender } = render(
        <Drawer open={false}>
          <p>Inside the drawer</p>
        </Drawer>,
      );
      rerender(
        <Drawer open>
          <p>Inside the drawer</p>
        </Drawer>,
      );
      expect(screen.queryByText('Inside the drawer')).toBeNull();
      // This fresh copy of Testing Library has its default 1 s patience; a cold MUI chunk can take longer on CI.
      expect(await screen.findByText('Inside the drawer', {}, { timeout: 10_000 })).toBeVisible();
    }));

  test('once the chunk is there, an overlay renders at once, like the MUI component', () =>
    withFreshOverlays(async ({ render, screen }, { Snackbar, preloadOverlays }) => {
      await preloadOverlays();
      render(<Snackbar open message="Saved" />);
      expect(screen.getByText('Saved')).toBeVisible();
    }));
});
