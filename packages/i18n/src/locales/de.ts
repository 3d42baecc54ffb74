import { defineCatalogue } from "../define-catalogue";

/** German (spec id 6). */
export const de = defineCatalogue("de", {
  // @tollgate/auth-server
  USER_NOT_FOUND: "Benutzer nicht gefunden",
  FAILED_TO_CREATE_USER: "Benutzer konnte nicht angelegt werden",
  FAILED_TO_CREATE_SESSION: "Sitzung konnte nicht erstellt werden",
  FAILED_TO_UPDATE_USER: "Benutzer konnte nicht aktualisiert werden",
  FAILED_TO_GET_SESSION: "Sitzung konnte nicht abgerufen werden",
  INVALID_PASSWORD: "Ungültiges Passwort",
  INVALID_EMAIL: "Ungültige E-Mail-Adresse",
  INVALID_EMAIL_OR_PASSWORD: "E-Mail-Adresse oder Passwort ist falsch",
  SOCIAL_ACCOUNT_ALREADY_LINKED: "Dieses Social-Media-Konto ist bereits verknüpft",
  PROVIDER_NOT_FOUND: "Anbieter nicht gefunden",
  INVALID_TOKEN: "Ungültiges Token",
  ID_TOKEN_NOT_SUPPORTED: "id_token wird nicht unterstützt",
  FAILED_TO_GET_USER_INFO: "Benutzerinformationen konnten nicht abgerufen werden",
  USER_EMAIL_NOT_FOUND: "E-Mail-Adresse des Benutzers nicht gefunden",
  EMAIL_NOT_VERIFIED: "E-Mail-Adresse nicht bestätigt",
  PASSWORD_TOO_SHORT: "Passwort zu kurz",
  PASSWORD_TOO_LONG: "Passwort zu lang",
  USER_ALREADY_EXISTS: "Benutzer existiert bereits",
  EMAIL_CAN_NOT_BE_UPDATED: "Die E-Mail-Adresse kann nicht geändert werden",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Kein Konto mit Passwort gefunden",
  SESSION_EXPIRED: "Sitzung abgelaufen. Melden Sie sich erneut an, um diese Aktion auszuführen.",
  SESSION_NOT_FRESH: "Die Anmeldung liegt für diese Aktion zu lange zurück",
  CREDENTIAL_SESSION_NOT_ALLOWED:
    "Diese Aktion braucht eine Anmeldung: eine Sitzung aus einem API-Schlüssel darf sie nicht ausführen",
  CREDENTIAL_PERMISSION_MISSING:
    "Die Berechtigungen des API-Schlüssels erlauben diese Aktion nicht",
  FAILED_TO_UNLINK_LAST_ACCOUNT: "Sie können Ihr letztes Konto nicht trennen",
  ACCOUNT_NOT_FOUND: "Konto nicht gefunden",
  UNABLE_TO_CREATE_VERIFICATION: "Bestätigung konnte nicht erstellt werden",
  VERIFICATION_EMAIL_NOT_ENABLED: "Bestätigungs-E-Mails sind nicht aktiviert",
  SESSION_NOT_FOUND: "Sitzung nicht gefunden",
  HEADERS_IS_REQUIRED: "Header sind erforderlich",
  REQUEST_IS_REQUIRED: "Eine Anfrage ist erforderlich",
  INVALID_BODY_PARAMETERS: "Ungültige Parameter im Anfragetext",
  INVALID_QUERY_PARAMETERS: "Ungültige Abfrageparameter",
  EMAIL_AND_PASSWORD_NOT_ENABLED: "Anmeldung mit E-Mail und Passwort ist nicht aktiviert",
  RESET_PASSWORD_NOT_ENABLED: "Zurücksetzen des Passworts ist nicht aktiviert",
  CHANGE_EMAIL_DISABLED: "Ändern der E-Mail-Adresse ist deaktiviert",
  EMAIL_IS_THE_SAME: "Die E-Mail-Adresse ist dieselbe",
  COULDNT_UPDATE_YOUR_EMAIL: "Ihre E-Mail-Adresse konnte nicht geändert werden",
  USER_ALREADY_HAS_PASSWORD: "Der Benutzer hat bereits ein Passwort",
  EITHER_USER_ID_OR_SESSION_REQUIRED: "Entweder userId oder eine Sitzung ist erforderlich",
  PROVIDER_NOT_SUPPORTED: "Anbieter {x} wird nicht unterstützt",
  PROVIDER_X_NOT_FOUND: "Anbieter {x} nicht gefunden",
  PROVIDER_DOES_NOT_SUPPORT_REFRESH: "Anbieter {x} unterstützt keine Token-Aktualisierung",
  FAILED_TO_GET_ACCESS_TOKEN: "Es konnte kein gültiges Zugriffstoken abgerufen werden",
  FAILED_TO_REFRESH_ACCESS_TOKEN: "Zugriffstoken konnte nicht aktualisiert werden",
  NOT_AUTHENTICATED: "Nicht angemeldet",
  NOT_AUTHORIZED: "Nicht berechtigt",
  SIGN_UP_DISABLED: "Die Registrierung ist deaktiviert",
  INVALID_ORIGIN: "Ungültige Herkunft (Origin)",
  INVALID_CALLBACK_URL: "Ungültige callbackURL",
  INVALID_REDIRECT_URL: "Ungültiges redirectTo",
  INVALID_ERROR_CALLBACK_URL: "Ungültige errorCallbackURL",
  INVALID_NEW_USER_CALLBACK_URL: "Ungültige newUserCallbackURL",
  CALLBACK_URL_REQUIRED: "callbackURL ist erforderlich",
  TOO_MANY_REQUESTS: "Zu viele Anfragen. Bitte versuchen Sie es später erneut.",
  BODY_TOO_LARGE: "Der Anfragetext ist zu groß",
  NOT_FOUND: "Nicht gefunden",
  METHOD_NOT_ALLOWED: "Methode nicht erlaubt",
  INVALID_PATH_PARAMETER: "Ungültiger Pfadparameter {parameter}: fehlerhafte Prozentkodierung",
  REQUEST_ABORTED: "Der Client hat die Verbindung geschlossen, bevor der Anfragetext ankam",
  OPERATION_REFUSED: "Der Vorgang wurde von einem Datenbank-Hook abgelehnt",
  INTERNAL_SERVER_ERROR: "Interner Serverfehler",
  SERVICE_TEMPORARILY_UNAVAILABLE:
    "Dienst vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.",
  INVALID_JSON: "Ungültiger JSON-Text",
  UNSUPPORTED_MEDIA_TYPE:
    "Nicht unterstützter Content-Type: Senden Sie application/json (oder application/x-www-form-urlencoded)",
  NO_FIELDS_TO_UPDATE: "Keine Felder zum Aktualisieren",
  INVALID_FIELD: "Ungültiger Wert für das Feld {field}",
  FIELD_REQUIRED: "Das Feld {field} ist erforderlich",
  // "Zeichen" is both singular and plural: no plural variants needed.
  FIELD_TOO_LONG: "Das Feld {field} ist zu lang (höchstens {max} Zeichen)",
  FIELD_HAS_CONTROL_CHARACTERS: "Das Feld {field} darf keine Steuerzeichen enthalten",
  EMAIL_LOCAL_PART_TOO_LONG: "Der Teil von {field} vor dem @ ist zu lang (höchstens {max} Zeichen)",
  FAILED_TO_SEND_EMAIL: "E-Mail konnte nicht gesendet werden",
  TOKEN_EXPIRED: "Das Token ist abgelaufen",
  UNAUTHORIZED: "Nicht autorisiert",
  EMAIL_MISMATCH: "Sie können eine Bestätigungs-E-Mail nur an Ihre eigene E-Mail-Adresse senden",
  DELETE_USER_DISABLED: "Das Löschen von Benutzern ist deaktiviert",
  ACCOUNT_NOT_LINKED: "Konto nicht verknüpft",
  UNABLE_TO_LINK_ACCOUNT: "Konto konnte nicht verknüpft werden",
  UNABLE_TO_CREATE_USER: "Benutzer konnte nicht angelegt werden",
  UNABLE_TO_CREATE_SESSION: "Sitzung konnte nicht erstellt werden",
  SIGNUP_DISABLED: "Registrierung deaktiviert",

  // @tollgate/auth-server/access
  YOU_ARE_NOT_ALLOWED_TO_ACCESS_RESOURCE:
    "Sie dürfen nicht auf die Ressource zugreifen: {resource}",
  UNAUTHORIZED_TO_ACCESS_RESOURCE:
    "Keine Berechtigung für den Zugriff auf die Ressource „{resource}“",

  // @tollgate/admin-plugin
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "Der Benutzer existiert bereits. Verwenden Sie eine andere E-Mail-Adresse.",
  YOU_CANNOT_BAN_YOURSELF: "Sie können sich nicht selbst sperren",
  YOU_CANNOT_REMOVE_YOURSELF: "Sie können sich nicht selbst entfernen",
  YOU_CANNOT_IMPERSONATE_ADMINS: "Sie können nicht die Identität eines Administrators annehmen",
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: "Sie dürfen keine Rolle setzen, die es nicht gibt",
  INVALID_ROLE_TYPE: "Ungültiger Rollentyp",
  NO_DATA_TO_UPDATE: "Keine Daten zum Aktualisieren",
  PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER:
    "Das Passwort kann nicht über update-user geändert werden. Verwenden Sie stattdessen den Endpunkt set-user-password",
  USER_ID_CANNOT_BE_UPDATED: "Die Benutzer-ID kann nicht geändert werden",
  BANNED_USER: "Sie wurden für diese Anwendung gesperrt",
  BANNED_UNTIL: "Grund: {reason}. Die Sperre endet am {expires}.",
  BANNED_WITHOUT_END: "Grund: {reason}. Die Sperre ist unbefristet.",
  YOU_ARE_NOT_IMPERSONATING_ANYONE: "Sie haben gerade keine fremde Identität angenommen",
  FAILED_TO_FIND_ADMIN_SESSION: "Die Administratorsitzung wurde nicht gefunden",
  USER_ID_OR_ROLE_IS_REQUIRED: "Benutzer-ID oder Rolle ist erforderlich",
  NO_PERMISSIONS_GIVEN: "Ungültige Berechtigungsprüfung: Es wurden keine Berechtigungen übergeben.",
  INVALID_LIST_USERS_FIELD: "Ungültiges Feld: {field}",
  API_KEYS_NOT_ENABLED: "API-Schlüssel sind auf diesem Server nicht aktiviert",

  // @tollgate/api-key-plugin
  KEY_NOT_FOUND: "API-Schlüssel nicht gefunden",
  KEY_DISABLED: "Der API-Schlüssel ist deaktiviert",
  KEY_EXPIRED: "Der API-Schlüssel ist abgelaufen",
  USAGE_EXCEEDED: "Der API-Schlüssel hat sein Nutzungslimit erreicht",
  RATE_LIMIT_EXCEEDED: "Anfragelimit überschritten.",
  INVALID_API_KEY: "Ungültiger API-Schlüssel.",
  INVALID_USER_ID_FROM_API_KEY: "Die Benutzer-ID aus dem API-Schlüssel ist ungültig.",
  SERVER_ONLY_PROPERTY:
    "Die Eigenschaft, die Sie setzen möchten, kann nur von der Auth-Instanz auf dem Server gesetzt werden.",
  NO_VALUES_TO_UPDATE: "Keine Werte zum Aktualisieren.",
  EXPIRES_IN_IS_TOO_SMALL: "expiresIn ist kleiner als der festgelegte Mindestwert.",
  EXPIRES_IN_IS_TOO_LARGE: "expiresIn ist größer als der festgelegte Höchstwert.",
  INVALID_PREFIX_LENGTH: "Das Präfix ist zu lang oder zu kurz.",
  INVALID_NAME_LENGTH: "Der Name ist zu lang oder zu kurz.",
  REFILL_AMOUNT_AND_INTERVAL_REQUIRED:
    "refillAmount ist erforderlich, wenn refillInterval angegeben ist",
  REFILL_INTERVAL_AND_AMOUNT_REQUIRED:
    "refillInterval ist erforderlich, wenn refillAmount angegeben ist",
  INSUFFICIENT_API_KEY_PERMISSIONS:
    "Dem API-Schlüssel fehlen die Berechtigungen, die diese Aktion erfordert.",

  // @tollgate/captcha-plugin
  MISSING_RESPONSE: "CAPTCHA-Antwort fehlt",
  VERIFICATION_FAILED: "CAPTCHA-Prüfung fehlgeschlagen",
  UNKNOWN_ERROR: "Etwas ist schiefgelaufen",
  SERVICE_UNAVAILABLE: "CAPTCHA-Dienst nicht erreichbar",

  // @tollgate/magic-link-plugin
  EXPIRED_TOKEN: "Dieser Anmeldelink ist abgelaufen",
  NEW_USER_SIGNUP_DISABLED:
    "Die Registrierung ist deaktiviert: Kein Konto verwendet diese E-Mail-Adresse",
  FAILED_TO_SEND_MAGIC_LINK: "Der Anmeldelink konnte nicht gesendet werden",
  TOO_MANY_MAGIC_LINKS:
    "Für diese E-Mail-Adresse wurden zu viele Anmeldelinks angefordert. Versuchen Sie es später erneut.",

  // @tollgate/passkey-plugin
  CHALLENGE_NOT_FOUND: "Die Anfrage wurde nicht gefunden oder ist abgelaufen",
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: "Sie dürfen diesen Passkey nicht registrieren",
  FAILED_TO_VERIFY_REGISTRATION: "Die Registrierung konnte nicht bestätigt werden",
  PASSKEY_NOT_FOUND: "Passkey nicht gefunden",
  AUTHENTICATION_FAILED: "Die Anmeldung ist fehlgeschlagen",
  FAILED_TO_UPDATE_PASSKEY: "Der Passkey konnte nicht geändert werden",
  SESSION_REQUIRED: "Zum Registrieren eines Passkeys müssen Sie angemeldet sein",

  // @tollgate/passkey-plugin/client
  AUTH_CANCELLED: "Die Anmeldung mit dem Passkey wurde abgebrochen",
  REGISTRATION_CANCELLED: "Das Hinzufügen des Passkeys wurde abgebrochen",
  PREVIOUSLY_REGISTERED: "Dieser Passkey ist bereits registriert",

  // @tollgate/two-factor-plugin
  OTP_NOT_ENABLED: "Einmalcodes sind nicht aktiviert",
  OTP_NOT_CONFIGURED: "Einmalcodes sind nicht verfügbar",
  OTP_HAS_EXPIRED: "Der Einmalcode ist abgelaufen",
  TOTP_NOT_ENABLED: "Die Authenticator-App ist nicht eingerichtet",
  TOTP_ALREADY_ENABLED: "Die Authenticator-App ist bereits eingerichtet",
  TOTP_NOT_CONFIGURED: "Authenticator-Apps sind nicht verfügbar",
  TWO_FACTOR_NOT_ENABLED: "Die Zwei-Faktor-Authentifizierung ist nicht aktiviert",
  BACKUP_CODES_NOT_ENABLED: "Backup-Codes sind nicht aktiviert",
  INVALID_BACKUP_CODE: "Ungültiger Backup-Code",
  INVALID_CODE: "Ungültiger Code",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Zu viele Versuche. Bitte fordern Sie einen neuen Code an.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Zu viele fehlgeschlagene Bestätigungsversuche. Ihr Konto ist vorübergehend gesperrt. Bitte versuchen Sie es später erneut.",
  INVALID_TWO_FACTOR_COOKIE: "Ungültiges Zwei-Faktor-Cookie",
  TWO_FACTOR_SECRET_UNREADABLE:
    "Das Zwei-Faktor-Geheimnis lässt sich mit den konfigurierten Schlüsseln nicht entschlüsseln: Fügen Sie den Schlüssel, mit dem es erstellt wurde, zu previousSecrets hinzu",

  // @tollgate/organization-plugin
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION: "Sie dürfen keine neue Organisation erstellen",
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS:
    "Sie haben die maximale Anzahl an Organisationen erreicht",
  ORGANIZATION_ALREADY_EXISTS: "Die Organisation existiert bereits",
  ORGANIZATION_NOT_FOUND: "Organisation nicht gefunden",
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: "Der Benutzer ist kein Mitglied der Organisation",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION: "Sie dürfen diese Organisation nicht ändern",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION: "Sie dürfen diese Organisation nicht löschen",
  NO_ACTIVE_ORGANIZATION: "Keine aktive Organisation",
  MEMBER_NOT_FOUND: "Mitglied nicht gefunden",
  TEAM_NOT_FOUND: "Team nicht gefunden",
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER:
    "Sie können die Organisation als einziger Eigentümer nicht verlassen",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: "Sie dürfen dieses Mitglied nicht entfernen",
  INVITATION_NOT_FOUND: "Einladung nicht gefunden",
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: "Sie sind nicht der Empfänger dieser Einladung",
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: "Sie dürfen diese Einladung nicht zurückziehen",
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION:
    "Die einladende Person ist kein Mitglied der Organisation mehr",
  FAILED_TO_RETRIEVE_INVITATION: "Die Einladung konnte nicht abgerufen werden",
  UNABLE_TO_REMOVE_LAST_TEAM: "Das letzte Team kann nicht entfernt werden",
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED:
    "Die Mitgliederzahl der Organisation hat ihr Limit erreicht",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION:
    "Sie dürfen in dieser Organisation keine Teams löschen",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM: "Sie dürfen dieses Team nicht ändern",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM: "Sie dürfen dieses Team nicht löschen",
  INVITATION_NOT_FOUND_EXCLAMATION: "Einladung nicht gefunden!",
  SLUG_IS_TAKEN: "Dieser Slug ist bereits vergeben",
  ORGANIZATION_ID_IS_REQUIRED: "Die Organisations-ID ist erforderlich",
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: "Sie sind kein Mitglied dieser Organisation",
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION:
    "Der Benutzer ist bereits Mitglied dieser Organisation",
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION:
    "Der Benutzer wurde bereits in diese Organisation eingeladen",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: "Sie dürfen dieses Mitglied nicht ändern",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION:
    "Sie dürfen keine Benutzer in diese Organisation einladen",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE:
    "Sie dürfen keinen Benutzer mit dieser Rolle einladen",
  YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION:
    "Sie dürfen in dieser Organisation keine Teams erstellen",
  ROLE_NOT_FOUND: "Rolle nicht gefunden",
  TEAM_ALREADY_EXISTS: "Ein Team mit diesem Namen gibt es bereits",
  INVALID_TEAM_ID: "Die Team-ID enthält ein reserviertes Zeichen",
  USER_IS_NOT_A_MEMBER_OF_THE_TEAM: "Der Benutzer ist kein Mitglied des Teams",
  YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM: "Sie haben kein aktives Team",
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER:
    "Sie dürfen keine Mitglieder zu diesem Team hinzufügen",
  YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER:
    "Sie dürfen keine Mitglieder aus diesem Team entfernen",
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION:
    "Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie die Einladung annehmen oder ablehnen",
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION:
    "Bitte bestätigen Sie Ihre E-Mail-Adresse, um die an sie gesendeten Einladungen anzusehen",

  // @tollgate/audit-log-plugin
  YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS: "Sie dürfen die Audit-Ereignisse nicht auflisten",
  INVALID_TIME_RANGE: "Der Zeitraum ist ungültig",
  AUDIT_EVENTS_ARE_NOT_STORED: "Audit-Ereignisse werden nicht gespeichert",

  // @tollgate/username-plugin
  INVALID_USERNAME_OR_PASSWORD: "Benutzername oder Passwort ist falsch",
  UNEXPECTED_ERROR: "Unerwarteter Fehler",
  USERNAME_IS_ALREADY_TAKEN:
    "Der Benutzername ist bereits vergeben. Bitte wählen Sie einen anderen.",
  USERNAME_TOO_SHORT: "Der Benutzername ist zu kurz",
  USERNAME_TOO_LONG: "Der Benutzername ist zu lang",
  INVALID_USERNAME: "Der Benutzername ist ungültig",
  INVALID_DISPLAY_USERNAME: "Der Anzeigename ist ungültig",

  // @tollgate/webhook-verifier
  MISSING_REQUIRED_HEADERS: "Erforderliche Header fehlen",
  INVALID_SIGNATURE_HEADERS: "Ungültige Signatur-Header",
  MESSAGE_TIMESTAMP_TOO_OLD: "Der Zeitstempel der Nachricht ist zu alt",
  MESSAGE_TIMESTAMP_TOO_NEW: "Der Zeitstempel der Nachricht liegt zu weit in der Zukunft",
  NO_MATCHING_SIGNATURE_FOUND: "Keine passende Signatur gefunden",
  WEBHOOK_SECRET_IS_REQUIRED: "Das Webhook-Secret ist erforderlich",
  WEBHOOK_SECRET_IS_EMPTY: "Das Webhook-Secret ist leer",
  WEBHOOK_SECRET_IS_NOT_VALID_BASE64: "Das Webhook-Secret ist kein gültiges Base64",
  WEBHOOK_SECRET_KEY_ENCODING_IS_INVALID: "Die Schlüsselkodierung des Webhook-Secrets ist ungültig",
  TOLERANCE_MUST_BE_A_NON_NEGATIVE_NUMBER_OF_SECONDS:
    "Die Toleranz muss eine nicht negative Anzahl von Sekunden sein",
  WEBHOOK_ID_IS_REQUIRED: "Die Webhook-ID ist erforderlich",
  WEBHOOK_TIMESTAMP_MUST_BE_WHOLE_SECONDS:
    "Der Webhook-Zeitstempel muss in ganzen Sekunden angegeben sein",
  WEBHOOK_BODY_MUST_BE_A_STRING_UINT8ARRAY_OR_ARRAYBUFFER:
    "Der Webhook-Inhalt muss ein String, ein Uint8Array oder ein ArrayBuffer sein",
  HMAC_BACKEND_MUST_BE_AUTO_WEB_CRYPTO_OR_NODE:
    "Das HMAC-Backend muss auto, web-crypto oder node sein",
  NODE_CRYPTO_IS_NOT_AVAILABLE_IN_THIS_RUNTIME:
    "Node-Crypto ist in dieser Laufzeitumgebung nicht verfügbar",
  RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED:
    "Der unveränderte Anfragetext wird benötigt, er wurde aber bereits geparst",
  WEBHOOK_PAYLOAD_IS_NOT_VALID_JSON: "Die Webhook-Nutzlast ist kein gültiges JSON",
  WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT: "Die Webhook-Nutzlast ist kein gültiges Ereignis",
  WEBHOOK_HANDLER_FAILED: "Der Webhook-Handler ist fehlgeschlagen",

  // @tollgate/billing-plugin
  PRODUCT_NOT_FOUND: "Produkt nicht gefunden",
  PRODUCTS_OR_SLUG_IS_REQUIRED: "Produkte oder ein Slug sind erforderlich",
  YOU_MUST_BE_LOGGED_IN_TO_CHECKOUT: "Sie müssen angemeldet sein, um zur Kasse zu gehen",
  REFERENCE_ID_IS_REQUIRED: "Die Referenz-ID ist erforderlich",
  YOU_ARE_NOT_ALLOWED_TO_MANAGE_THE_BILLING_OF_THIS_ORGANIZATION:
    "Sie dürfen die Abrechnung dieser Organisation nicht verwalten",
  YOU_ARE_NOT_ALLOWED_TO_VIEW_THE_BILLING_OF_THIS_ORGANIZATION:
    "Sie dürfen die Abrechnung dieser Organisation nicht einsehen",
  INVALID_SUCCESS_URL: "Ungültige successUrl",
  INVALID_RETURN_URL: "Ungültige returnUrl",
  INVALID_EMBED_ORIGIN: "Ungültiger embedOrigin",
  CHECKOUT_CREATION_FAILED: "Der Bezahlvorgang konnte nicht erstellt werden",
  CUSTOMER_PORTAL_CREATION_FAILED: "Die Sitzung im Kundenportal konnte nicht erstellt werden",
  CUSTOMER_STATE_UNAVAILABLE: "Der Kundenstatus ist nicht verfügbar",
  ORDERS_LIST_FAILED: "Die Bestellungen konnten nicht abgerufen werden",
  SUBSCRIPTIONS_LIST_FAILED: "Die Abonnements konnten nicht abgerufen werden",
  PAYMENTS_PLATFORM_UNAVAILABLE: "Die Zahlungsplattform ist nicht erreichbar",
  PAYMENTS_PLATFORM_REFUSED_THE_REQUEST: "Die Zahlungsplattform hat die Anfrage abgelehnt",
  PAYMENTS_PLATFORM_RESOURCE_NOT_FOUND:
    "Die Ressource wurde auf der Zahlungsplattform nicht gefunden",
  WEBHOOKS_ARE_NOT_CONFIGURED: "Webhooks sind nicht eingerichtet",

  // A social sign-in's ?error= values
  INVALID_CALLBACK_REQUEST: "Die Antwort des Anmeldeanbieters konnte nicht gelesen werden",
  STATE_NOT_FOUND: "Diese Anmeldung wurde nicht hier begonnen. Bitte beginnen Sie erneut.",
  NO_CODE: "Der Anmeldeanbieter hat keinen Autorisierungscode gesendet",
  OAUTH_PROVIDER_NOT_FOUND: "Dieser Anmeldeanbieter ist nicht verfügbar",
  UNABLE_TO_GET_USER_INFO: "Ihr Profil konnte nicht vom Anmeldeanbieter abgerufen werden",
  EMAIL_NOT_FOUND: "Der Anmeldeanbieter hat keine E-Mail-Adresse übermittelt",
  NO_CALLBACK_URL: "Es gibt keine Seite, zu der Sie nach der Anmeldung zurückkehren können",
  ACCOUNT_ALREADY_LINKED_TO_DIFFERENT_USER:
    "Dieses Konto ist bereits mit einem anderen Benutzer verknüpft",
  EMAIL_DOES_NOT_MATCH: "Die E-Mail-Adresse dieses Kontos ist nicht Ihre",
  PLEASE_RESTART_THE_PROCESS:
    "Die Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte beginnen Sie erneut.",

  // @tollgate/i18n
  NETWORK_ERROR:
    "Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  ABORTED: "Die Anfrage wurde abgebrochen",
  TOO_MANY_REQUESTS_RETRY_AFTER: {
    count: "seconds",
    one: "Zu viele Anfragen. Versuchen Sie es in {seconds} Sekunde erneut.",
    other: "Zu viele Anfragen. Versuchen Sie es in {seconds} Sekunden erneut.",
  },
});
