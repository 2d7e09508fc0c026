/** The attribute on the first paint's outermost element: the app's first render replaces that element. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
