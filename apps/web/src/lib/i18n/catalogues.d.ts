// The compiled catalogues (catalogue-plugin.ts): per language and bundle, a module of message functions.
declare module 'virtual:catalogues' {
  export type CompiledMessages = Record<string, (values?: Record<string, unknown>) => string>;
  export const loaders: Record<string, Record<string, () => Promise<{ default: CompiledMessages }>>>;
}
