import { useEffect, useState, type ComponentType } from 'react';
import { createLogger } from '../log';
import type { loadOnce } from './loadOnce';

type Chunk<Module> = ReturnType<typeof loadOnce<Module>>;

const log = createLogger('platform');

/**
 * A stand-in with the name, props and type of an overlay (menu, popover, drawer, dialog...) that
 * lives in a lazy chunk of the platform. Closed and not yet fetched, it renders nothing (a closed
 * overlay shows nothing either); the first time it is open it fetches the chunk, without
 * suspending the page, and renders the real overlay once it has arrived.
 */
export const closedStandIn = <Module, Name extends keyof Module & string>(
  chunk: Chunk<Module>,
  name: Name,
): Module[Name] => {
  const Overlay = (props: { open?: boolean } & Record<string, unknown>) => {
    const [loaded, setLoaded] = useState(chunk.loaded());
    const open = Boolean(props.open);
    useEffect(() => {
      if (loaded || !open) return undefined;
      let mounted = true;
      chunk.load().then(
        (module) => mounted && setLoaded(module),
        (error: unknown) => log.warn(`could not load the ${name} overlay`, error),
      );
      return () => {
        mounted = false;
      };
    }, [loaded, open]);
    if (!loaded) return null;
    const Component = loaded[name] as unknown as ComponentType<Record<string, unknown>>;
    return <Component {...props} />;
  };
  Overlay.displayName = name;
  return Overlay as unknown as Module[Name];
};
