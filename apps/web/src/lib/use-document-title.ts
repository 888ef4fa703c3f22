import { useEffect } from 'react';

export const appName = 'SuaVez';

/** The document title of a screen: '{title} | SuaVez', or just 'SuaVez' without a title. */
export function formatDocumentTitle(title?: string | null): string {
  return title ? `${title} | ${appName}` : appName;
}

let screenTitle = appName;
let waitingCount = 0;

function applyTitle(): void {
  document.title = waitingCount > 0 ? `(${waitingCount}) ${screenTitle}` : screenTitle;
}

/** Sets the document title while the screen is shown. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    screenTitle = formatDocumentTitle(title);
    applyTitle();
  }, [title]);
}

/**
 * Puts '(n) ' before the screen's title while `count` > 0, as mail and chat tabs do: what waits for the
 * person at this screen, seen from another tab (docs/notifications.md#host-signals). 0 takes it away.
 */
export function setDocumentTitleCount(count: number): void {
  waitingCount = count;
  applyTitle();
}
