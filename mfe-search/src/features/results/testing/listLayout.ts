/**
 * jsdom lays nothing out: every element measures 0 px (so a virtualizer would draw every row)
 * and window.scrollTo is missing (the window virtualizer calls it on start). This gives the
 * rows it measures (they carry data-index) a height and stubs scrollTo, until the undo runs.
 */
export const mockListLayout = (rowHeight = 250): (() => void) => {
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  const scrollTo = window.scrollTo;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.index !== undefined ? rowHeight : 0;
    },
  });
  window.scrollTo = jest.fn();
  return () => {
    if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    window.scrollTo = scrollTo;
  };
};
