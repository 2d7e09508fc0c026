/**
 * The UI kit's overlays (menus, popovers, poppers, drawers, snackbars) and the Modal, focus-trap
 * and Popper.js machinery behind them. Nothing shows them before a first interaction, so they
 * are their own lazy chunk of the platform (see lazyOverlays.tsx), never imported directly.
 */
export { Drawer, Menu, Popover, Popper, Snackbar } from '@mui/material';
/** What a first load shows only inside an overlay: menu items (menus, a select's options) and toasts. */
export { MenuItem, SnackbarContent } from '@mui/material';
