import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for a module with a named export (the codebase has no default exports). Each call site
 * passes its own `import()`, so every route becomes its own chunk.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
