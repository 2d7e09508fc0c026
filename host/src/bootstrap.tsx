import { nextTask } from '@portal/platform/scheduling';
import { evaluatePlatformAhead } from './startup/evaluatePlatformAhead';

/**
 * The page starts in tasks instead of one: the platform's libraries slice by slice, then the
 * platform's own code, then the store with the boot state the gateway inlined, then the shell and
 * the start of React's first render. Between them the browser can paint and answer input, where one
 * task of all of them held it for the whole time. The first wait leaves the task that compiled the
 * platform's script. The imports are eager: the modules stay in this chunk, fetched with it; only
 * their evaluation waits.
 */
const start = async () => {
  await nextTask();
  await evaluatePlatformAhead();
  const { storeWithBootState } = await import(/* webpackMode: "eager" */ './startup/storeWithBootState');
  await nextTask();
  const store = await storeWithBootState();
  await nextTask();
  const { renderShell } = await import(/* webpackMode: "eager" */ './startup/renderShell');
  renderShell(store);
};

void start();

export {};
