// What `use-sync-external-store/shim` resolves to in the build (vite.config.ts): the shim only backs the
// hook for React < 18, and on React 19 hands over to React's own, which this exports directly.
export { useSyncExternalStore } from 'react';
