/* eslint-disable no-console -- the browser's console is the front end's log sink */
export interface Logger {
  info: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

/** A console logger whose lines start with the module's name, e.g. "[host]". */
export const createLogger = (moduleName: string): Logger => {
  const prefix = `[${moduleName}]`;
  return {
    info: (...args) => console.info(prefix, ...args),
    warn: (...args) => console.warn(prefix, ...args),
    error: (...args) => console.error(prefix, ...args),
  };
};
