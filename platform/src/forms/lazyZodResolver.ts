import type { FieldValues, ResolverOptions } from 'react-hook-form';
import type { zodResolver as eagerZodResolver } from '@hookform/resolvers/zod';
// The platform's own shared module: the page's copy of the loader, not one in this chunk.
import { loadOnce } from '@portal/platform';

// A form validates with zod, which is fetched when it first validates (schemaResolver); the
// resolver's adapter comes with it rather than with every page that shows a form.
const resolvers = loadOnce(() => import('@hookform/resolvers/zod'));

/**
 * @hookform/resolvers' zodResolver, with the same signature, its code fetched when the form first
 * validates (the resolver it returns is asynchronous anyway).
 */
export const zodResolver = ((...resolverArgs: unknown[]) =>
  async (values: FieldValues, context: unknown, options: ResolverOptions<FieldValues>) => {
    const { zodResolver: resolve } = await resolvers.load();
    const resolver = (resolve as (...args: unknown[]) => ReturnType<typeof eagerZodResolver>)(...resolverArgs);
    return resolver(values, context, options);
  }) as typeof eagerZodResolver;
