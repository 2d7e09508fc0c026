/** sessionStorage: where each address of this tab was left, so Back and reload return there. */
export const SCROLL_MEMORY_KEY = 'scrollPositions';
