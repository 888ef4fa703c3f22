import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type CatalogueBundle, loadCatalogue } from '@/lib/i18n/i18n';

/**
 * React.lazy for a module with a named export (the codebase has no default exports). Each call site
 * passes its own `import()`, so every route becomes its own chunk. A page with texts names its bundle of
 * catalogues (locales/bundles.json): they download with its code, in the page's language, and the page
 * shows when both are here.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  texts?: CatalogueBundle,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), texts ? loadCatalogue(texts) : undefined]);
    return { default: module[name] };
  });
}
