/** Money arithmetic of the pages. A subpath of its own: only the pages that add prices bundle it. */
export { fromCents, toCents } from './cents';
