import type * as ListsModule from './kitParts/lists';
import type * as OverlaysModule from './overlays';
import { closedStandIn } from './closedStandIn';
import { loadOnce } from './loadOnce';
import { suspendingStandIn } from './suspendingStandIn';

type Overlays = typeof OverlaysModule;

// Menus, popovers, drawers and snackbars are closed on every first load, so the code behind them
// (Modal, focus trap, Popper.js, transitions) is fetched the first time one opens. The import
// lives inside the platform, so the chunk comes from the same build: one MUI, one emotion.
// Lists are a small part of their own: a page that shows a list (saved travellers, revisions) does
// not fetch the overlays for it. An overlay fetches them with itself, so a list inside an open
// menu or the drawer never waits.
const listsChunk = loadOnce((): Promise<typeof ListsModule> => import('./kitParts/lists'));
const overlayChunk = loadOnce(() =>
  Promise.all([import('./overlays'), listsChunk.load()]).then(([overlays]) => overlays),
);

/** Fetches the overlay chunk; tests call it so overlays render synchronously. */
export const preloadOverlays = (): Promise<Overlays> => overlayChunk.load();

const lazyOverlay = <Name extends keyof Overlays & string>(name: Name): Overlays[Name] =>
  closedStandIn(overlayChunk, name);

/**
 * A stand-in for a component a first load shows only inside an overlay (a menu item, a toast's
 * content). Inside an open overlay the chunk is there and it renders at once;
 * used anywhere else before the chunk has arrived, it suspends to the page's loading state.
 */
const overlayPart = <Name extends keyof Overlays & string>(name: Name): Overlays[Name] =>
  suspendingStandIn(overlayChunk, name);

export const List = suspendingStandIn(listsChunk, 'List');
export const ListItem = suspendingStandIn(listsChunk, 'ListItem');
export const ListItemButton = suspendingStandIn(listsChunk, 'ListItemButton');
export const ListItemIcon = suspendingStandIn(listsChunk, 'ListItemIcon');
export const ListItemText = suspendingStandIn(listsChunk, 'ListItemText');
export const MenuItem = overlayPart('MenuItem');
export const SnackbarContent = overlayPart('SnackbarContent');

export const Drawer = lazyOverlay('Drawer');
export const Menu = lazyOverlay('Menu');
export const Popover = lazyOverlay('Popover');
export const Popper = lazyOverlay('Popper');
export const Snackbar = lazyOverlay('Snackbar');
