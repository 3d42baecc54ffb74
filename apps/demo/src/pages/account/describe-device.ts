import { formatDateTime } from "../../i18n/dates";
import { currentLanguage, translate } from "../../i18n/language-store";

/** "Chrome on Linux" from a user-agent string; enough to tell one's devices apart. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return translate("device.unknown");
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /(Chrome|Chromium)\//.test(userAgent)
        ? /HeadlessChrome/.test(userAgent)
          ? "Headless Chrome"
          : "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : /curl\//.test(userAgent)
            ? "curl"
            : translate("device.aBrowser");
  const system = /Windows/.test(userAgent)
    ? "Windows"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Android/.test(userAgent)
          ? "Android"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return system ? translate("device.browserOnSystem", { browser, system }) : browser;
}

/** A moment in the reader's language and time zone: "26 Nov 2026, 19:33". */
export function formatDate(value: Date | string): string {
  return formatDateTime(currentLanguage(), new Date(value));
}
