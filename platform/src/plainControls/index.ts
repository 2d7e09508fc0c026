/**
 * Light controls for a page's first load: plain tabs (the search form's trip types, the account's
 * settings), the browser's own select in an outlined field (cabin class, sort, duration, a
 * contact reason), its own checkbox as a box or a switch, a two-handled range of its own range
 * inputs (the results' filters), a placeholder and a progress bar for what is loading, and a tag
 * (a status or a condition in a pill). A subpath of its own, so only the modules that show them
 * carry it; MUI comes from the shared platform entry.
 */
export { TabStrip, type StripTab, type TabStripProps } from './TabStrip';
export { NativeSelectField, nativeSelectSlotProps, type NativeSelectFieldProps } from './NativeSelectField';
export { CheckField, type CheckFieldProps } from './CheckField';
export { RangeSlider, type RangeSliderProps } from './RangeSlider';
export { Placeholder, type PlaceholderProps } from './Placeholder';
export { ProgressBar } from './ProgressBar';
export { Tag, type TagColor, type TagProps } from './Tag';
