/** The same server, another database name. */
export function databaseUrlFor(baseUrl: string, databaseName: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** The URL to create and drop databases with (the configured test database itself). */
export function adminUrl(baseUrl: string): string {
  return baseUrl;
}
