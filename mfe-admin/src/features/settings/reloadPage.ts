/** The spec's reload after a mode change (§4, §9): the whole portal then reads the new mode. */
export const RELOAD_DELAY_MS = 1000;

export const reloadPage = (): void => window.location.reload();
