import { useText } from "../i18n/use-text";
import { ApiReferenceLink } from "./ApiReferenceLink";
import { DevMailboxLink } from "./DevMailboxLink";
import { LanguageSwitcher } from "./LanguageSwitcher";

export function AppFooter() {
  const { t } = useText();
  return (
    <footer className="app-footer">
      <span>{t("footer.credit")}</span>
      <ApiReferenceLink />
      <DevMailboxLink />
      <LanguageSwitcher />
    </footer>
  );
}
