import { useText } from "../i18n/use-text";

/** The demo's API reference (served by the demo's server at /reference), in the language chosen here. */
export function ApiReferenceLink() {
  const { t, language } = useText();
  return (
    <a className="api-reference-link" href={`/reference?lang=${language}`}>
      {t("footer.apiReference")}
    </a>
  );
}
