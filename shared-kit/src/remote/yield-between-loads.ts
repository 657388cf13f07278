import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from './next-task/next-task';

/**
 * Federation runtime plugin (every app, ADR 011): each shared module a page asks for is resolved and
 * requested in a task of its own. The runtime resolves all of a chunk's shared modules in one chain of
 * promises, so opening a track was one long task (share resolution, a script element per chunk);
 * yielding before each one lets the browser paint and handle input in between.
 */
export function yieldBetweenLoadsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qce-yield-between-loads',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}

export default yieldBetweenLoadsPlugin;
