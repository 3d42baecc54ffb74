import { LANGUAGES, languageFromIdOrTag } from "../../shared/i18n/languages";
import { chooseLanguage } from "../i18n/language-store";
import { useText } from "../i18n/use-text";
import "./language-switcher.css";

/** The interface's language, each named in its own language; the choice is remembered. */
export function LanguageSwitcher() {
  const { t, language } = useText();
  return (
    <span className="language-switcher">
      <label htmlFor="language-switcher">{t("language.label")}</label>
      <select
        id="language-switcher"
        value={language}
        onChange={(event) => {
          const chosen = languageFromIdOrTag(event.target.value);
          if (chosen) void chooseLanguage(chosen, { remember: true });
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option.tag} value={option.tag} lang={option.tag}>
            {option.name}
          </option>
        ))}
      </select>
    </span>
  );
}
