import { useEffect } from 'react';

export const appName = 'SuaVez';

/** The document title of a screen: '{title} | SuaVez', or just 'SuaVez' without a title. */
export function formatDocumentTitle(title?: string | null): string {
  return title ? `${title} | ${appName}` : appName;
}

/** Sets the document title while the screen is shown. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
