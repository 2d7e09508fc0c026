/**
 * Light controls for a page's first load: plain tabs (the search form's trip types, the account's
 * settings) and the browser's own select in an outlined field (cabin class, sort, duration, a
 * contact reason). A subpath of its own, so only the modules that show them carry it; MUI comes
 * from the shared platform entry.
 */
export { TabStrip, type StripTab, type TabStripProps } from './TabStrip';
export { NativeSelectField, nativeSelectSlotProps, type NativeSelectFieldProps } from './NativeSelectField';
