export { DEFAULT_FILTERS, type FilterState } from './filterState';
export { FiltersPanel } from './FiltersPanel';
export { FiltersPlaceholder } from './FiltersPlaceholder';
export { marketingCarriers, outboundOf, sliceStops } from './offerFacts';
export { paramsWithView, searchViewOf, viewFromParams, type ResultsView } from './resultsView';
export { isSortKey, SORT_OPTIONS, type SortKey } from './sortOptions';
