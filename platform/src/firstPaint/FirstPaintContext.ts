import { createContext, useContext } from 'react';

/**
 * True while a page is rendered to HTML for the visitor's first paint (on the server, before any
 * script runs): a component may then draw the script-free form of itself, such as a plain GET form.
 */
export const FirstPaintContext = createContext(false);

export const useIsFirstPaint = (): boolean => useContext(FirstPaintContext);
