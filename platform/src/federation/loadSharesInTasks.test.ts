/**
 * @jest-environment node
 */
// MessageChannel, how the plugin waits for the next task, is a browser and Node global jsdom lacks.
import { ModuleFederation } from '@module-federation/runtime-core';
import { nextTask } from '../scheduling/nextTask';
import loadSharesInTasks from './loadSharesInTasks';

/**
 * Starts the runtime's loading of two shared modules, then queues another task (what a paint or a
 * key press would be), and records the order in which the three run.
 */
const loadTwoSharesBesideAnotherTask = async (plugins: ReturnType<typeof loadSharesInTasks>[]) => {
  const order: string[] = [];
  const share = (name: string) => ({
    version: '1.0.0',
    scope: ['default'],
    shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
    get: () => {
      order.push(`resolve ${name}`);
      return Promise.resolve(() => ({ name }));
    },
  });
  const federation = new ModuleFederation({
    name: `shell_${plugins.length}`,
    remotes: [],
    shared: { first: share('first'), second: share('second') },
    plugins,
  });
  const loads = Promise.all([federation.loadShare('first'), federation.loadShare('second')]);
  const otherTask = nextTask().then(() => order.push('another task'));
  await Promise.all([loads, otherTask]);
  return { order, modules: (await loads).map((factory) => (factory ? factory() : undefined)) };
};

describe('the shell loads each shared module in a task of its own', () => {
  it('lets another task run before the shared modules are resolved, and resolves them all', async () => {
    const { order, modules } = await loadTwoSharesBesideAnotherTask([loadSharesInTasks()]);

    expect(order[0]).toBe('another task');
    expect(order.slice(1).sort()).toEqual(['resolve first', 'resolve second']);
    expect(modules).toEqual([{ name: 'first' }, { name: 'second' }]);
  });

  it('without it, the runtime resolves every shared module before any other task runs', async () => {
    const { order } = await loadTwoSharesBesideAnotherTask([]);

    expect(order).toEqual(['resolve first', 'resolve second', 'another task']);
  });
});
