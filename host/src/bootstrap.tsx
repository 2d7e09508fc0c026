import { nextTask } from './startup/nextTask';

/**
 * The page starts in three tasks instead of one: evaluating the platform (MUI, emotion, Redux
 * Toolkit, the router: the largest part), then the store with the boot state the gateway
 * inlined, then the shell and the start of React's first render. Between them the browser can
 * paint and answer input, where one task of all three held it for the whole time. The imports
 * are eager: the modules stay in this chunk, fetched with it; only their evaluation waits.
 */
const start = async () => {
  const { storeWithBootState } = await import(/* webpackMode: "eager" */ './startup/storeWithBootState');
  await nextTask();
  const store = await storeWithBootState();
  await nextTask();
  const { renderShell } = await import(/* webpackMode: "eager" */ './startup/renderShell');
  renderShell(store);
};

void start();

export {};
