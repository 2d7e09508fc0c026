import { SCROLL_MEMORY_KEY } from './scrollKey';

const KEPT = 40;

/**
 * Where a page was left: the scroll offset, and the row of a virtualized list that was at the
 * top of the window (its data-index and how far below the window's top it was). The rows above
 * it may be drawn at estimated heights on return: the row, not the offset, is what the traveller saw.
 */
export interface ScrollSpot {
  y: number;
  anchor?: { index: string; top: number };
}

type Memory = Record<string, ScrollSpot>;

const read = (): Memory => {
  try {
    const raw = window.sessionStorage.getItem(SCROLL_MEMORY_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Memory) : {};
  } catch {
    return {};
  }
};

export const rememberedSpot = (address: string): ScrollSpot | undefined => {
  const spot = read()[address];
  return spot && Number.isFinite(spot.y) ? spot : undefined;
};

export const rememberSpot = (address: string, spot: ScrollSpot): void => {
  try {
    const { [address]: _previous, ...others } = read();
    // The newest last, the oldest dropped past KEPT.
    const kept = Object.entries(others).slice(-(KEPT - 1));
    window.sessionStorage.setItem(SCROLL_MEMORY_KEY, JSON.stringify(Object.fromEntries([...kept, [address, spot]])));
  } catch {
    // Storage refused: Back then opens at the top, as it did before.
  }
};

/** The first virtualized row ([data-index]) still showing under the sticky site header. */
export const topRow = (headerHeight: number): ScrollSpot['anchor'] => {
  for (const row of document.querySelectorAll<HTMLElement>('[role="list"] > [data-index]')) {
    const { top, bottom } = row.getBoundingClientRect();
    if (bottom > headerHeight) return { index: row.dataset.index ?? '', top: Math.round(top) };
  }
  return undefined;
};

export const rowAt = (index: string): HTMLElement | null =>
  /^\d+$/.test(index) ? document.querySelector<HTMLElement>(`[role="list"] > [data-index="${index}"]`) : null;
