/**
 * A schema built the first time anything reads it. The browser builds make each contract a lazy
 * schema (@portal/platform's federation/lazyContracts.cjs): zod builds a schema with dozens of
 * methods per node, so building every contract when the validation entry loads took longer than a
 * page's own work, while a page uses a few of them. The stand-in forwards everything to the built
 * schema (its methods, `.shape`, `instanceof`), so code using it cannot tell the difference.
 */
export const lazySchema = <Schema extends object>(build: () => Schema): Schema => {
  let built: Schema | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as Schema, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported as configurable: the stand-in itself holds none of the schema's own properties.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
};
