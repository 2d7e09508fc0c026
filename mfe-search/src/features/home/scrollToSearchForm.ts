export const SEARCH_FORM_ID = 'search-form';

/** Brings the search form into view and moves focus to it, so keyboard users land there too. */
export const scrollToSearchForm = (): void => {
  const section = document.getElementById(SEARCH_FORM_ID);
  if (!section) return;
  section.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
};
