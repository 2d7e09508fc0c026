import { use, type ComponentType } from 'react';
import type { loadOnce } from './loadOnce';

type Chunk<Module> = ReturnType<typeof loadOnce<Module>>;

/**
 * A stand-in with a component's name, props and type for a component that lives in a lazy chunk
 * of the platform. Once the chunk is loaded it renders the component directly; before that it
 * suspends to the nearest Suspense boundary (a page's own loading state) until the chunk arrives.
 */
export const suspendingStandIn = <Module, Name extends keyof Module & string>(
  chunk: Chunk<Module>,
  name: Name,
): Module[Name] => {
  const StandIn = (props: Record<string, unknown>) => {
    const loaded = chunk.loaded() ?? use(chunk.load());
    const Component = loaded[name] as unknown as ComponentType<Record<string, unknown>>;
    return <Component {...props} />;
  };
  StandIn.displayName = name;
  return StandIn as unknown as Module[Name];
};
