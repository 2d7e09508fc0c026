import { createContext, useContext } from 'react';

/** Text typed in From or To of the page's painted form, and the field the visitor is still in. */
export interface PaintedRoute {
  typed: Partial<Record<'origin' | 'destination', string>>;
  focused?: string;
}

export const PaintedRouteContext = createContext<PaintedRoute | undefined>(undefined);

/** A route field's picker props for what was typed in its painted twin. */
export const usePaintedRoute = (name: 'origin' | 'destination') => {
  const painted = useContext(PaintedRouteContext);
  return { initialQuery: painted?.typed[name], initiallyOpen: painted?.focused === name };
};
