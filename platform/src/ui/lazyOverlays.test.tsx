import { Suspense } from 'react';
import type * as RtlPure from '@testing-library/react/pure';
import type * as Overlays from './lazyOverlays';

type Rtl = typeof RtlPure;

/**
 * A fresh copy of the overlays module (and of React and Testing Library with it, so hooks and
 * renderer match): its chunk has not been fetched yet, unlike the copy setupTests preloads.
 */
const withFreshOverlays = (
  story: (rtl: Rtl, overlays: typeof Overlays, fetched: { overlays: boolean }) => Promise<void>,
) =>
  jest.isolateModulesAsync(async () => {
    // Records whether the overlays' chunk (Modal, focus trap, Popper.js) was fetched.
    const fetched = { overlays: false };
    jest.doMock('./overlays', () => {
      fetched.overlays = true;
      return jest.requireActual('./overlays');
    });
    const rtl = (await import('@testing-library/react/pure')) as Rtl;
    const overlays = (await import('./lazyOverlays')) as typeof Overlays;
    try {
      await story(rtl, overlays, fetched);
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

  test('a list shown on a page arrives without the overlays: a page of saved travellers does not fetch menus, drawers and Popper.js', () =>
    withFreshOverlays(async ({ act, render, screen }, { List, ListItem, ListItemText }, fetched) => {
      const page = (shown: boolean) => (
        <Suspense fallback={<p>Loading</p>}>
          {shown && (
            <List aria-label="Saved travellers">
              <ListItem>
                <ListItemText primary="Sam Lee" />
              </ListItem>
            </List>
          )}
        </Suspense>
      );
      const { rerender } = render(page(false));
      // The list suspends until its part arrives: the render is awaited, as a page's would be.
      await act(async () => {
        rerender(page(true));
      });
      expect(await screen.findByText('Sam Lee', {}, { timeout: 10_000 })).toBeVisible();
      expect(screen.getByRole('list', { name: 'Saved travellers' })).toBeVisible();
      expect(fetched.overlays).toBe(false);
    }));

  test('a list inside an opened overlay shows with it, without waiting for a part of its own', () =>
    withFreshOverlays(async ({ render, screen }, { Drawer, List, ListItem, ListItemText, preloadOverlays }) => {
      await preloadOverlays();
      render(
        <Drawer open>
          <List>
            <ListItem>
              <ListItemText primary="My trips" />
            </ListItem>
          </List>
        </Drawer>,
      );
      expect(screen.getByText('My trips')).toBeVisible();
    }));
});
