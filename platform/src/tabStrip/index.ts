/**
 * Plain tabs for a page's first load (the search form's trip types, the account's settings): a
 * subpath of its own, so only the modules that show them carry it; MUI comes from the shared
 * platform entry.
 */
export { TabStrip, type StripTab, type TabStripProps } from './TabStrip';
