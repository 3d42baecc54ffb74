import { useEffect } from "react";

const APP_NAME = "Tollgate Demo";

/** "Sign in · Tollgate Demo": the screen first, so tabs and history tell screens apart. */
export function pageTitle(screen: string): string {
  return `${screen} · ${APP_NAME}`;
}

/** Names the browser tab (and history entry) after the screen shown. */
export function usePageTitle(screen: string): void {
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
}
