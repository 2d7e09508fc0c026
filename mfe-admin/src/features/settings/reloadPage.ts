/** The reload after a mode change: the whole portal then reads the new mode. */
export const RELOAD_DELAY_MS = 1000;

export const reloadPage = (): void => window.location.reload();
