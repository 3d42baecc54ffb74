import { useText } from "../i18n/use-text";
import { DevMailboxLink } from "./DevMailboxLink";
import { LanguageSwitcher } from "./LanguageSwitcher";

export function AppFooter() {
  const { t } = useText();
  return (
    <footer className="app-footer">
      <span>{t("footer.credit")}</span>
      <DevMailboxLink />
      <LanguageSwitcher />
    </footer>
  );
}
