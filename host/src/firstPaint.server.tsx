import { Route, Routes, readRemoteRegistry } from '@portal/platform';
import {
  brandPageTitle,
  firstPaintStore,
  renderFirstPaint,
  selectBrand,
  type FirstPaintRequest,
} from '@portal/platform/first-paint/server';
import { ShellLayout } from './layout/ShellLayout';
import { FIRST_PAINT_ATTRIBUTE } from './layout/firstPaintMarks';
import { remotesApi } from './remotes/remotesApi';
import starter from './startup/startOnIntent.js?asset';

/** Where the page's own first paint goes in the shell's: the page's module renders it. */
const PAGE_SLOT = '<template data-page-slot=""></template>';
const PageSlot = () => <template data-page-slot="" />;

/** The shell's first paint: its HTML with the page's place marked, its styles and the document's head. */
export interface ShellFirstPaint {
  html: string;
  styles: string;
  /** The marker in `html` that the page's first paint replaces. */
  slot: string;
  title: string;
  icon?: string;
  /** The script that starts the app on the visitor's first intent, for a page painted whole. */
  starter: string;
}

/**
 * The shell's layout (cookie banner, header, main area, footer) as this visitor's first render
 * draws it, with the registered modules' navigation; built into the shell's release
 * (server/first-paint.cjs) for the gateway to send before any script runs.
 */
export const renderShellFirstPaint = async (request: FirstPaintRequest): Promise<ShellFirstPaint> => {
  const store = await firstPaintStore(request);
  const remotes = readRemoteRegistry(request.boot.remotes);
  if (remotes) await store.dispatch(remotesApi.util.upsertQueryData('getRemotes', undefined, remotes));
  const marks = { [FIRST_PAINT_ATTRIBUTE]: '' };
  const { html, styles } = await renderFirstPaint(
    <div {...marks}>
      <Routes>
        <Route element={<ShellLayout />}>
          <Route path="*" element={<PageSlot />} />
        </Route>
      </Routes>
    </div>,
    request,
    store,
  );
  const brand = selectBrand(store.getState());
  return {
    html,
    styles,
    slot: PAGE_SLOT,
    title: brandPageTitle(brand),
    ...(brand.logo ? { icon: brand.logo } : {}),
    starter,
  };
};
