import { describe, expect, it } from "vitest";
import * as everyLanguage from "../src/all";
import { translateError } from "../src/index";
import { de } from "../src/locales/de";
import { fr } from "../src/locales/fr";
import { ru } from "../src/locales/ru";
import { tr } from "../src/locales/tr";
import { uk } from "../src/locales/uk";

const notFound = { code: "TEAM_NOT_FOUND", message: "Team not found", status: 404 };

describe("translateError picks the language", () => {
  it("from a catalogue", () => {
    expect(translateError(notFound, de)).toBe("Team nicht gefunden");
    expect(translateError(notFound, uk)).toBe("Команду не знайдено");
  });

  it("from a spec id, a tag or a region tag among the shipped catalogues", () => {
    const shipped = { catalogues: [de, ru] };
    expect(translateError(notFound, 6, shipped)).toBe("Team nicht gefunden");
    expect(translateError(notFound, 0, shipped)).toBe("Команда не найдена");
    expect(translateError(notFound, "ru", shipped)).toBe("Команда не найдена");
    expect(translateError(notFound, "de-AT", shipped)).toBe("Team nicht gefunden");
    expect(translateError(notFound, ["pt-BR", "de-CH"], shipped)).toBe("Team nicht gefunden");
  });

  it("in English when the language is unknown or not shipped", () => {
    expect(translateError(notFound, "pt-BR", { catalogues: [de] })).toBe("Team not found");
    expect(translateError(notFound, 99, { catalogues: [de] })).toBe("Team not found");
    // French exists, but this app ships German only.
    expect(translateError(notFound, 16, { catalogues: [de] })).toBe("Team not found");
    expect(translateError(notFound, "fr")).toBe("Team not found");
  });

  it("from any of the eight through the ./all entry", () => {
    expect(everyLanguage.translateError(notFound, 82)).toBe("Ekip bulunamadı");
    expect(everyLanguage.translateError(notFound, "fr-BE")).toBe("Équipe introuvable");
    expect(everyLanguage.translateError(notFound, "es-MX")).toBe("No se encontró el equipo");
    expect(everyLanguage.translateError(notFound, 15)).toBe("Nie znaleziono zespołu");
    expect(everyLanguage.translateError(notFound, "ja")).toBe("Team not found");
  });
});

describe("translateError falls back", () => {
  it("to English when the catalogue lacks the code", () => {
    const partial = { locale: "de" as const, messages: { ROLE_NOT_FOUND: "Rolle fehlt" } };
    expect(translateError(notFound, partial)).toBe("Team not found");
    expect(translateError({ code: "ROLE_NOT_FOUND" }, partial)).toBe("Rolle fehlt");
  });

  it("to the server's message when no catalogue knows the code", () => {
    const custom = { code: "MY_PLUGIN_REFUSED", message: "My plugin said no", status: 403 };
    expect(translateError(custom, de)).toBe("My plugin said no");
  });

  it("to 'something went wrong' in the language when there is neither code nor message", () => {
    expect(translateError({ status: 500 }, de)).toBe("Etwas ist schiefgelaufen");
    expect(translateError({ code: "MY_PLUGIN_REFUSED" }, fr)).toBe("Une erreur s’est produite");
  });

  it("finds the code of a message the server sent under another code (VALIDATION_ERROR)", () => {
    const invalidBody = {
      code: "VALIDATION_ERROR",
      message: "Invalid body parameters",
      field: "email",
      status: 400,
    };
    expect(translateError(invalidBody, de)).toBe("Ungültige Parameter im Anfragetext");
    expect(
      translateError({ code: "VALIDATION_ERROR", message: "Invalid query parameters" }, ru),
    ).toBe("Некорректные параметры запроса");
  });

  it("translates a code the spec words in two cases (the username plugin's 'email not verified')", () => {
    const fromUsernamePlugin = { code: "EMAIL_NOT_VERIFIED", message: "email not verified" };
    expect(translateError(fromUsernamePlugin, de)).toBe("E-Mail-Adresse nicht bestätigt");
  });

  it("translates a link's ?error= code in Better Auth's lower-case spelling", () => {
    expect(translateError({ code: "new_user_signup_disabled" }, de)).toBe(
      "Die Registrierung ist deaktiviert: Kein Konto verwendet diese E-Mail-Adresse",
    );
    expect(translateError({ code: "account_not_linked" }, ru)).toBe("Аккаунт не привязан");
    expect(translateError({ code: "please_restart_the_process" }, ru)).toBe(
      "Попытка входа устарела или уже была использована. Начните заново.",
    );
    expect(translateError({ code: "state_mismatch" }, ru)).toBe("Что-то пошло не так");
  });

  it("translates the client's own codes (no answer, aborted)", () => {
    const offline = { code: "NETWORK_ERROR", message: "fetch failed", status: 0 };
    expect(translateError(offline, tr)).toBe(
      "Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.",
    );
    expect(translateError({ code: "ABORTED", status: 0 }, de)).toBe(
      "Die Anfrage wurde abgebrochen",
    );
  });
});

describe("translateError fills placeholders from the server's message", () => {
  it("reads {x} back from the English text: 'Provider github not found'", () => {
    const error = { code: "PROVIDER_X_NOT_FOUND", message: "Provider github not found" };
    expect(translateError(error, de)).toBe("Anbieter github nicht gefunden");
    expect(translateError(error, tr)).toBe("github sağlayıcısı bulunamadı");
  });

  it("reads {resource} and {field}, values with spaces and punctuation included", () => {
    expect(
      translateError(
        {
          code: "UNAUTHORIZED_TO_ACCESS_RESOURCE",
          message: 'unauthorized to access resource "project settings"',
        },
        ru,
      ),
    ).toBe("Нет прав на доступ к ресурсу «project settings»");
    expect(
      translateError(
        {
          code: "INVALID_PATH_PARAMETER",
          message: "Invalid path parameter id: malformed percent-encoding",
        },
        fr,
      ),
    ).toBe("Paramètre de chemin id non valide : encodage pourcent mal formé");
  });

  it("reads a message whose code no catalogue holds but whose text one does", () => {
    expect(translateError({ message: "Provider gitlab is not supported" }, de)).toBe(
      "Anbieter gitlab wird nicht unterstützt",
    );
  });

  it("takes a value from the error's own field when the message does not hold it", () => {
    const error = { code: "FIELD_REQUIRED", message: "Name missing", field: "name" };
    expect(translateError(error, de)).toBe("Das Feld name ist erforderlich");
  });

  it("answers the server's message when a value can be found nowhere", () => {
    const error = { code: "PROVIDER_X_NOT_FOUND", message: "No such provider" };
    expect(translateError(error, de)).toBe("No such provider");
  });
});
