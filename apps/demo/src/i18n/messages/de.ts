import type { Catalogue } from "../catalogue";

export const de: Catalogue = {
  "app.loading": "Wird geladen",
  "language.label": "Sprache",
  "header.navLabel": "Konto",
  "header.adminArea": "Verwaltung",
  "header.signingOut": "Abmelden…",
  "header.signOut": "Abmelden",
  "header.signIn": "Anmelden",
  "header.signUp": "Registrieren",
  "footer.credit": "Tollgate Demo · Konten mit @tollgate/auth-server",
  "devMailbox.open": "Entwickler-Postfach öffnen",
  "common.sending": "Wird gesendet…",
  "captcha.failed":
    "Das Captcha konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.",

  "field.name": "Name",
  "field.email": "E-Mail",
  "field.password": "Passwort",
  "field.nameRequired": "Geben Sie Ihren Namen ein.",
  "field.emailRequired": "Geben Sie Ihre E-Mail-Adresse ein.",
  "field.emailInvalid": "Geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com.",
  "field.identifierRequired": "Geben Sie Ihre E-Mail-Adresse oder Ihren Benutzernamen ein.",
  "field.passwordRequired": "Geben Sie Ihr Passwort ein.",
  "field.currentPasswordRequired": "Geben Sie Ihr aktuelles Passwort ein.",
  "field.passwordTooShort": "Verwenden Sie mindestens 8 Zeichen.",
  "field.passwordTooLong": "Verwenden Sie höchstens 128 Zeichen.",
  "field.passwordsDiffer": "Die beiden Passwörter stimmen nicht überein.",
  "field.usernameTooShort": "Benutzernamen haben mindestens 3 Zeichen.",
  "field.usernameTooLong": "Benutzernamen haben höchstens 30 Zeichen.",
  "field.usernameInvalid": "Verwenden Sie nur Buchstaben, Ziffern, Punkte und Unterstriche.",
  "field.imageInvalid":
    "Geben Sie eine Webadresse ein, die mit https:// oder http:// beginnt, oder lassen Sie das Feld leer.",

  "signIn.pageTitle": "Anmelden",
  "signIn.title": "Willkommen zurück",
  "signIn.subtitle": "Melden Sie sich mit Ihrer E-Mail-Adresse oder Ihrem Benutzernamen an.",
  "signIn.newHere": "Neu hier?",
  "signIn.createAccount": "Konto erstellen",
  "signIn.identifier": "E-Mail oder Benutzername",
  "signIn.forgotPassword": "Passwort vergessen?",
  "signIn.rememberMe": "Auf diesem Gerät angemeldet bleiben",
  "signIn.pending": "Anmeldung läuft…",
  "signIn.submit": "Anmelden",

  "signUp.pageTitle": "Registrieren",
  "signUp.title": "Konto erstellen",
  "signUp.subtitle":
    "Das dauert nur eine Minute. Wir schicken Ihnen einen Link, um Ihre Adresse zu bestätigen.",
  "signUp.haveAccount": "Sie haben schon ein Konto?",
  "signUp.signIn": "Anmelden",
  "signUp.username": "Benutzername (optional)",
  "signUp.usernameHint":
    "Damit können Sie sich statt mit Ihrer E-Mail anmelden. 3–30 Buchstaben, Ziffern, Punkte oder Unterstriche.",
  "signUp.passwordHint": "Mindestens 8 Zeichen.",
  "signUp.pending": "Ihr Konto wird erstellt…",
  "signUp.submit": "Konto erstellen",

  "username.checking": "Wird geprüft…",
  "username.available": "Verfügbar",

  "social.providers": "Anmeldedienste",
  "social.opening": "{provider} wird geöffnet…",
  "social.continueWith": "Weiter mit {provider}",
  "social.orSignUpWithEmail": "oder mit E-Mail registrieren",
  "social.orUseEmail": "oder mit Ihrer E-Mail",

  "magicLink.open": "Stattdessen einen Anmeldelink per E-Mail senden",
  "magicLink.email": "E-Mail für den Anmeldelink",
  "magicLink.sent":
    "Wenn {email} ein Konto hat oder eines eröffnen darf, ist ein Anmeldelink unterwegs. Er funktioniert einmal, 5 Minuten lang.",
  "magicLink.submit": "Link senden",

  "error.INVALID_EMAIL_OR_PASSWORD": "E-Mail und Passwort passen zu keinem Konto.",
  "error.INVALID_USERNAME_OR_PASSWORD": "Benutzername und Passwort passen zu keinem Konto.",
  "error.EMAIL_NOT_VERIFIED":
    "Ihre E-Mail-Adresse ist noch nicht bestätigt. Folgen Sie dem Link aus unserer E-Mail (wir haben gerade einen neuen geschickt).",
  "error.USER_ALREADY_EXISTS": "Mit dieser E-Mail-Adresse gibt es bereits ein Konto.",
  "error.INVALID_PASSWORD": "Das Passwort ist nicht richtig.",
  "error.CREDENTIAL_ACCOUNT_NOT_FOUND": "Dieses Konto hat noch kein Passwort.",
  "error.USERNAME_IS_ALREADY_TAKEN":
    "Dieser Benutzername ist vergeben. Versuchen Sie einen anderen.",
  "error.INVALID_TOKEN":
    "Dieser Link ist ungültig, schon benutzt oder abgelaufen. Fordern Sie einen neuen an.",
  "error.TOKEN_EXPIRED": "Dieser Link ist abgelaufen. Fordern Sie einen neuen an.",
  "error.USER_NOT_FOUND": "Wir haben dieses Konto nicht gefunden.",
  "error.EMAIL_IS_THE_SAME": "Das ist bereits Ihre E-Mail-Adresse.",
  "error.SESSION_NOT_FRESH":
    "Zu Ihrer Sicherheit: Melden Sie sich ab und wieder an, bevor Sie das tun.",
  "error.SESSION_NOT_FOUND": "Diese Sitzung ist bereits beendet.",
  "error.UNAUTHORIZED": "Dafür müssen Sie angemeldet sein.",
  "error.TOO_MANY_REQUESTS":
    "Zu viele Versuche in kurzer Zeit. Warten Sie ein paar Sekunden und versuchen Sie es erneut.",
  "error.FAILED_TO_SEND_EMAIL":
    "Wir konnten die E-Mail nicht senden. Bitte versuchen Sie es gleich noch einmal.",
  "error.NETWORK_ERROR":
    "Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  "error.NO_FIELDS_TO_UPDATE": "Es hat sich nichts geändert.",
  "error.unknown": "Etwas ist schiefgelaufen ({status}).",
  "error.noAnswer": "keine Antwort",

  "banned.message": "Sie wurden für diese Anwendung gesperrt.",
  "banned.reason": "Grund: {reason}",
  "banned.endsOn": "Die Sperre endet am {end}.",
  "banned.noEnd": "Die Sperre hat kein Enddatum.",

  "linkError.token_expired": "Dieser Link ist abgelaufen. Fordern Sie unten einen neuen an.",
  "linkError.invalid_token":
    "Dieser Link ist ungültig. Er ist vielleicht unvollständig oder wurde schon benutzt.",
  "linkError.user_not_found": "Das Konto, für das dieser Link galt, gibt es nicht mehr.",
  "linkError.unauthorized":
    "Melden Sie sich mit dem Konto an, an das dieser Link ging, und öffnen Sie ihn dann erneut.",
  "linkError.user_already_exists": "Ein anderes Konto verwendet diese E-Mail-Adresse bereits.",
  "linkError.failed_to_send_email":
    "Wir konnten die nächste E-Mail nicht senden. Bitte versuchen Sie es erneut.",
  "linkError.INVALID_TOKEN": "Dieser Link ist ungültig, schon benutzt oder abgelaufen.",
  "linkError.NOT_AUTHENTICATED":
    "Melden Sie sich zuerst an und öffnen Sie dann den Link aus Ihrer E-Mail erneut.",
  "linkError.EXPIRED_TOKEN":
    "Dieser Anmeldelink ist abgelaufen (sie gelten 5 Minuten). Fordern Sie einen neuen an.",
  "linkError.new_user_signup_disabled": "Kein Konto verwendet diese E-Mail-Adresse.",

  "socialError.interrupted":
    "Die Anmeldung hat zu lange gedauert oder wurde unterbrochen. Bitte beginnen Sie von vorn.",
  "socialError.internal_server_error":
    "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.",
  "socialError.account_not_linked":
    "Mit dieser E-Mail gibt es bereits ein Konto. Melden Sie sich wie gewohnt an und verknüpfen Sie diesen Dienst dann auf Ihrer Kontoseite.",
  "socialError.signup_disabled": "Neue Konten können gerade nicht erstellt werden.",
  "socialError.access_denied": "Die Anmeldung wurde beim Anbieter abgebrochen.",
  "socialError.invalid_callback_request":
    "Die Antwort des Anbieters war unverständlich. Bitte beginnen Sie von vorn.",
  "socialError.no_code":
    "Der Anbieter hat die Anmeldung nicht abgeschlossen. Bitte beginnen Sie von vorn.",
  "socialError.invalid_code":
    "Die Antwort des Anbieters war abgelaufen. Bitte beginnen Sie von vorn.",
  "socialError.oauth_provider_not_found": "Dieser Anmeldedienst ist nicht mehr verfügbar.",
  "socialError.unable_to_get_user_info":
    "Wir konnten Ihr Profil beim Anbieter nicht lesen. Bitte versuchen Sie es erneut.",
  "socialError.email_not_found":
    "Der Anbieter hat keine E-Mail-Adresse übermittelt, die diese App aber braucht.",
  "socialError.email_doesnt_match":
    "Dieses Konto beim Anbieter verwendet eine andere E-Mail-Adresse als Ihres.",
  "socialError.account_already_linked_to_different_user":
    "Dieses Konto beim Anbieter ist bereits mit einem anderen Benutzer dieser App verknüpft.",
  "socialError.unable_to_link_account":
    "Wir konnten dieses Konto nicht verknüpfen. Bitte versuchen Sie es erneut.",
  "socialError.unable_to_create_user":
    "Wir konnten Ihr Konto nicht erstellen. Bitte versuchen Sie es erneut.",
  "socialError.unable_to_create_session":
    "Wir konnten Sie nicht anmelden. Bitte versuchen Sie es erneut.",
};
