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
  "header.pricing": "Preise",
  "footer.credit": "Tollgate Demo · Konten mit @tollgate/auth-server",
  "footer.apiReference": "API-Referenz",
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

  "common.backToSignIn": "Zurück zur Anmeldung",
  "common.backToAccount": "Zurück zu Ihrem Konto",
  "common.goToAccount": "Zu Ihrem Konto",
  "common.loadingAccount": "Ihr Konto wird geladen",
  "common.saving": "Wird gespeichert…",

  "checkEmail.title": "Prüfen Sie Ihre E-Mails",
  "checkEmail.subtitle":
    "Wir haben einen Link an {email} geschickt. Öffnen Sie ihn, um Ihre Adresse zu bestätigen – dann sind Sie angemeldet.",
  "checkEmail.yourAddress": "Ihre Adresse",
  "checkEmail.didntGetIt": "Nichts angekommen?",
  "checkEmail.spam":
    "Sehen Sie im Spam-Ordner nach oder lassen Sie sich einen neuen Link schicken.",

  "verified.pageTitle": "E-Mail bestätigt",
  "verified.pageTitleFailed": "E-Mail nicht bestätigt",
  "verified.failedTitle": "Wir konnten Ihre E-Mail nicht bestätigen",
  "verified.verifying": "Wird bestätigt…",
  "verified.title": "Ihre E-Mail ist bestätigt",
  "verified.passwordResetRequired":
    "Dieser Link wurde in einem anderen Browser geöffnet als dem, in dem das Konto erstellt wurde. Das damals gewählte Passwort gilt deshalb nicht mehr. {link}, um sich mit einem Passwort anzumelden.",
  "verified.chooseNewPassword": "Wählen Sie ein neues Passwort",
  "verified.signedInAs": "Sie sind als {email} angemeldet.",
  "verified.thanks": "Danke für die Bestätigung Ihrer Adresse. Sie können sich jetzt anmelden.",

  "emailChanged.pageTitle": "E-Mail geändert",
  "emailChanged.pageTitleVerified": "Neue E-Mail bestätigt",
  "emailChanged.pageTitleFailed": "E-Mail nicht geändert",
  "emailChanged.failedTitle": "Wir konnten Ihre E-Mail nicht ändern",
  "emailChanged.changing": "Ihre E-Mail wird geändert…",
  "emailChanged.signInTitle": "Melden Sie sich an, um Ihr Konto zu sehen",
  "emailChanged.signInWithNew":
    "Melden Sie sich mit Ihrer neuen E-Mail-Adresse an, um fortzufahren.",
  "emailChanged.verifiedTitle": "Ihre neue E-Mail-Adresse ist bestätigt",
  "emailChanged.usesFromNow": "Ihr Konto verwendet ab jetzt {email}.",
  "emailChanged.title": "Ihre E-Mail-Adresse ist geändert",
  "emailChanged.nowUses": "Ihr Konto verwendet jetzt {email}. Melden Sie sich ab sofort damit an.",

  "field.newPassword": "Neues Passwort",
  "field.repeatNewPassword": "Neues Passwort wiederholen",

  "forgot.title": "Passwort zurücksetzen",
  "forgot.subtitle":
    "Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort wählen.",
  "forgot.sent":
    "Wenn ein Konto {email} verwendet, ist ein Link zum Zurücksetzen unterwegs. Er gilt eine Stunde.",
  "forgot.submit": "Link senden",

  "reset.pageTitleBroken": "Link zum Zurücksetzen",
  "reset.brokenTitle": "Dieser Link funktioniert nicht",
  "reset.askNew": "Neuen Link anfordern",
  "reset.doneTitle": "Passwort geändert",
  "reset.done":
    "Ihr neues Passwort ist gesetzt, und alle Geräte wurden abgemeldet. Melden Sie sich jetzt damit an.",
  "reset.title": "Neues Passwort wählen",
  "reset.submit": "Neues Passwort speichern",

  "authError.title": "Etwas ist schiefgelaufen",
  "authError.returnToApp": "Zurück zur App",
  "authError.code": "Fehlercode: {code}",
  "authError.signInAgain": "Erneut anmelden",

  "deleted.pageTitle": "Konto gelöscht",
  "deleted.pageTitleFailed": "Konto nicht gelöscht",
  "deleted.failedTitle": "Ihr Konto wurde nicht gelöscht",
  "deleted.title": "Ihr Konto ist gelöscht",
  "deleted.createNew": "Neues Konto erstellen",
  "deleted.gone": "Ihr Konto, seine Sitzungen und seine Anmeldemethoden sind endgültig gelöscht.",

  "notFound.title": "Seite nicht gefunden",
  "notFound.subtitle": "Unter dieser Adresse gibt es nichts.",
  "notFound.home": "Zur Startseite",

  "resend.sent": "Ein neuer Link ist unterwegs an {email}.",
  "resend.submit": "Neuen Link senden",

  "unverified.sent":
    "Noch nicht bestätigt: Wir haben einen Link an {email} geschickt. Öffnen Sie ihn, um diese Adresse zu bestätigen.",
  "unverified.resent":
    "Noch nicht bestätigt: Ein neuer Link ist unterwegs an {email}. Öffnen Sie ihn, um diese Adresse zu bestätigen.",
  "unverified.sendAgain": "Link erneut senden",

  "impersonation.label": "Identitätswechsel",
  "impersonation.using": "Sie nutzen das Konto von {name} als Administrator.",
  "impersonation.usingNamed": "Sie nutzen das Konto von {name} ({email}) als Administrator.",
  "impersonation.switchingBack": "Wechsel zurück…",
  "impersonation.stop": "Identitätswechsel beenden",

  "orgSwitcher.label": "Organisation",
  "orgSwitcher.none": "Keine Organisation",
  "orgSwitcher.personal": "Persönlich",
  "orgSwitcher.create": "Organisation erstellen…",
  "orgSwitcher.manage": "Organisationen verwalten…",

  "device.unknown": "Unbekanntes Gerät",
  "device.aBrowser": "Ein Browser",
  "device.browserOnSystem": "{browser} unter {system}",

  "account.title": "Kontoeinstellungen",
  "account.subtitle": "Verwalten Sie Ihr Profil, wie Sie sich anmelden und wo Sie angemeldet sind.",

  "profile.title": "Profil",
  "profile.description": "So sehen andere Sie.",
  "profile.picture": "Bild-URL",
  "profile.pictureHint": "Ein Link zu einem quadratischen Bild. Leer lassen für Ihre Initialen.",
  "profile.saved": "Profil gespeichert.",
  "profile.save": "Profil speichern",

  "email.title": "E-Mail-Adresse",
  "email.verified": "Bestätigt",
  "email.notVerified": "Nicht bestätigt",
  "email.new": "Neue E-Mail-Adresse",
  "email.confirmationSent":
    "Wir haben einen Bestätigungslink an {email} geschickt. Ihre Adresse ändert sich zu {target}, sobald Sie ihn öffnen.",
  "email.changed": "Ihre Adresse ist jetzt {target}.",
  "email.submit": "E-Mail ändern",

  "password.current": "Aktuelles Passwort",
  "password.signOutOthers": "Auf anderen Geräten abmelden",
  "password.changed": "Passwort geändert.",
  "password.changedOthersOut": "Passwort geändert. Ihre anderen Geräte wurden abgemeldet.",
  "password.submit": "Passwort ändern",

  "setPassword.explain":
    "Dieses Konto hat noch kein Passwort: Sie melden sich mit {methods} an. Um sich auch mit E-Mail und Passwort anzumelden, legen Sie über einen Link, den wir Ihnen schicken, eines fest.",
  "setPassword.sent":
    "Sehen Sie in {email} nach: Der Link zum Festlegen Ihres Passworts ist unterwegs. Danach werden Sie überall abgemeldet und melden sich mit Ihrer E-Mail und dem neuen Passwort an.",
  "setPassword.submit": "Link zum Festlegen eines Passworts senden",

  "usernameSection.title": "Benutzername",
  "usernameSection.description": "Melden Sie sich mit Ihrem Benutzernamen statt Ihrer E-Mail an.",
  "usernameSection.yours": "Das ist Ihr Benutzername.",
  "usernameSection.none": "Sie haben noch keinen Benutzernamen.",
  "usernameSection.saved": "Benutzername gespeichert.",
  "usernameSection.save": "Benutzernamen speichern",

  "common.creating": "Wird erstellt…",
  "common.deleting": "Wird gelöscht…",
  "common.cancel": "Abbrechen",

  "sessions.title": "Wo Sie angemeldet sind",
  "sessions.description": "Melden Sie jedes Gerät ab, das Sie nicht kennen.",
  "sessions.loading": "Sitzungen werden geladen",
  "sessions.listLabel": "Aktive Sitzungen",
  "sessions.thisDevice": "Dieses Gerät",
  "sessions.signedIn": "angemeldet am {date}",
  "sessions.signOutOthers": "Alle anderen Geräte abmelden",

  "linked.credential": "E-Mail und Passwort",
  "linked.title": "Anmeldemethoden",
  "linked.description": "Die Wege, auf denen Sie sich bei diesem Konto anmelden können.",
  "linked.failed": "Verknüpfen fehlgeschlagen ({code}).",
  "linked.loading": "Anmeldemethoden werden geladen",
  "linked.listLabel": "Verknüpfte Konten",
  "linked.since": "verknüpft am {date}",
  "linked.onlyOne":
    "Das ist Ihre einzige Anmeldemethode und kann daher nicht entfernt werden. Verknüpfen Sie zuerst eine weitere.",
  "linked.linkAnother": "Weitere Anmeldemethode verknüpfen",
  "linked.link": "{provider} verknüpfen",
  "linked.unlink": "Trennen",
  "linked.unlinkNamed": "{provider} trennen",
  "linked.unlinking": "Wird getrennt…",

  "apiKeys.title": "API-Schlüssel",
  "apiKeys.description":
    "Mit Schlüsseln handeln Ihre Skripte in Ihrem Namen: Senden Sie einen im Header x-api-key. Widerrufen Sie Schlüssel, die Sie nicht mehr brauchen.",
  "apiKeys.days": { one: "{count} Tag", other: "{count} Tage" },
  "apiKeys.oneYear": "1 Jahr",
  "apiKeys.neverExpires": "Läuft nie ab",
  "apiKeys.neverExpiresLower": "läuft nie ab",
  "apiKeys.untitled": "Schlüssel ohne Namen",
  "apiKeys.made":
    "Ihr neuer Schlüssel „{name}“. Kopieren Sie ihn jetzt: Er wird nur dieses eine Mal angezeigt.",
  "apiKeys.copied": "Kopiert",
  "apiKeys.copy": "Schlüssel kopieren",
  "apiKeys.madeOn": "erstellt am {date}",
  "apiKeys.expiresOn": "läuft am {date} ab",
  "apiKeys.revoke": "Widerrufen",
  "apiKeys.none": "Noch keine Schlüssel.",
  "apiKeys.name": "Name des Schlüssels",
  "apiKeys.namePlaceholder": "Deploy-Skript",
  "apiKeys.expires": "Gültig für",
  "apiKeys.create": "Schlüssel erstellen",

  "deleteAccount.title": "Konto löschen",
  "deleteAccount.description":
    "Wenn Sie Ihr Konto löschen, werden Ihr Profil, Ihre Sitzungen und Ihre Anmeldemethoden entfernt. Das lässt sich nicht rückgängig machen.",
  "deleteAccount.mailed":
    "Fast geschafft: Wir haben einen Bestätigungslink an {email} geschickt. Ihr Konto wird gelöscht, sobald Sie ihn öffnen.",
  "deleteAccount.password": "Geben Sie zur Bestätigung Ihr Passwort ein",
  "deleteAccount.confirm": "Mein Konto löschen",
  "deleteAccount.start": "Konto löschen…",

  "common.remove": "Entfernen",

  "role.member": "Mitglied",
  "role.admin": "Admin",
  "role.owner": "Inhaber",
  "role.memberMay": "sieht die Organisation",
  "role.adminMay": "verwaltet Mitglieder, Einladungen und Teams",
  "role.ownerMay": "alles, auch das Löschen",

  "organization.none.title": "Organisationen",
  "organization.none.description":
    "Sie arbeiten in keiner Organisation. Erstellen Sie eine oder nehmen Sie eine Einladung aus Ihren E-Mails an.",
  "organization.yourRole": "Ihre Rolle: {role}",

  "invitation.pageTitle": "Einladung",
  "invitation.title": "Sie sind eingeladen",
  "invitation.loading": "Einladung wird geladen",
  "invitation.missing": "Diese Einladung gibt es nicht.",
  "invitation.missingWhy":
    "Vielleicht wurde sie zurückgezogen, schon beantwortet oder an eine andere Adresse geschickt als die, mit der Sie angemeldet sind.",
  "invitation.invited":
    "{inviter} hat Sie eingeladen, {organization} mit der Rolle {role} beizutreten.",
  "invitation.joining": "Beitritt läuft…",
  "invitation.accept": "Annehmen und beitreten",
  "invitation.decline": "Ablehnen",
  "invitation.noId": "Diesem Link fehlt die Einladung. Öffnen Sie ihn erneut aus der E-Mail.",
  "invitation.signInFirst":
    "Melden Sie sich mit der Adresse an, an die die Einladung ging. Danach kommen Sie hierher zurück, um sie zu beantworten.",

  "createOrg.nameRequired": "Geben Sie der Organisation einen Namen.",
  "createOrg.slugInvalid":
    "Verwenden Sie Kleinbuchstaben, Ziffern und Bindestriche, etwa acme-inc.",
  "createOrg.slugTaken": "Diese Adresse ist vergeben. Versuchen Sie eine andere.",
  "createOrg.titleFirst": "Ihre Organisation erstellen",
  "createOrg.titleAnother": "Weitere Organisation erstellen",
  "createOrg.description":
    "Organisationen bringen Menschen zusammen: Laden Sie Mitglieder ein, geben Sie ihnen Rollen und teilen Sie sie in Teams auf.",
  "createOrg.slug": "Adresse",
  "createOrg.slugHint": "Kleinbuchstaben, Ziffern und Bindestriche; in der ganzen App eindeutig.",
  "createOrg.submit": "Organisation erstellen",

  "orgSettings.title": "Einstellungen",
  "orgSettings.description": "Wie die Organisation heißt und angezeigt wird.",
  "orgSettings.readOnly": "Nur Inhaber und Admins können das ändern.",
  "orgSettings.logo": "Logo-URL",
  "orgSettings.logoHint": "Ein Link zu einem quadratischen Bild. Leer lassen für die Initialen.",
  "orgSettings.saved": "Einstellungen gespeichert.",
  "orgSettings.save": "Einstellungen speichern",

  "members.title": "Mitglieder",
  "members.you": "Sie",
  "members.roleOf": "Rolle von {name}",
  "members.count": {
    one: "{count} Person in {organization}.",
    other: "{count} Personen in {organization}.",
  },

  "invitations.title": "Einladungen",
  "invitations.description":
    "Laden Sie Personen per E-Mail ein. Sie nehmen über den Link in der E-Mail an.",
  "invitations.role": "Rolle",
  "invitations.roleOption": "{role}: {description}",
  "invitations.sent": "Einladung an {email} gesendet.",
  "invitations.submit": "Einladung senden",
  "invitations.pending": "Offen",
  "invitations.none": "Keine offenen Einladungen.",
  "invitations.pendingLabel": "Offene Einladungen",
  "invitations.until": "bis {date}",
  "invitations.team": "Team",
  "invitations.noTeam": "Kein Team",
  "invitations.inTeam": "Team {team}",

  "teams.title": "Teams",
  "teams.description": "Teilen Sie die Mitglieder der Organisation in Teams auf.",
  "teams.name": "Teamname",
  "teams.rename": "Umbenennen",
  "teams.none": "Noch keine Teams.",
  "teams.new": "Neues Team",
  "teams.placeholder": "Design",
  "teams.create": "Team erstellen",

  "leave.title": "Verlassen oder löschen",
  "leave.leave": "{organization} verlassen",
  "leave.delete": "{organization} löschen",
  "leave.leaveWarning":
    "Sie verlieren den Zugang zu {organization}, bis Sie jemand erneut einlädt.",
  "leave.deleteWarning":
    "{organization} wird mit Mitgliedern, Einladungen und Teams für alle gelöscht.",
  "leave.confirmLeave": "Ja, verlassen",
  "leave.confirmDelete": "Ja, löschen",
  "leave.keep": "Behalten",

  "adminUsers.pageTitle": "Verwaltung · Benutzer",
  "adminUsers.title": "Benutzer",
  "adminUsers.subtitle":
    "Suchen Sie einen Benutzer, um seine Sitzungen zu sehen, Rolle oder Passwort zu ändern, ihn zu sperren oder in seinem Namen zu handeln.",
  "adminUsers.loading": "Benutzer werden geladen",
  "adminUsers.columnUser": "Benutzer",
  "adminUsers.columnRole": "Rolle und Status",
  "adminUsers.columnJoined": "Dabei seit",
  "adminUsers.noEmailMatch": "Keine E-Mail-Adresse enthält „{search}“.",
  "adminUsers.noNameMatch": "Kein Name enthält „{search}“.",
  "adminUsers.none": "Noch keine Benutzer.",
  "adminUsers.searchLabel": "Benutzer suchen",
  "adminUsers.search": "Suchen",
  "adminUsers.searchIn": "In",
  "adminUsers.partOfEmail": "Teil einer E-Mail-Adresse",
  "adminUsers.partOfName": "Teil eines Namens",
  "adminUsers.caseHint":
    "Namen beachten Groß- und Kleinschreibung: „Grace“ findet Grace Hopper, „grace“ nicht.",
  "adminUsers.sort": "Sortierung",
  "adminUsers.sortNewest": "Neueste zuerst",
  "adminUsers.sortOldest": "Älteste zuerst",
  "adminUsers.sortName": "Name, A bis Z",
  "adminUsers.sortEmail": "E-Mail, A bis Z",

  "pager.label": "Seiten der Benutzerliste",
  "pager.range": {
    one: "{first}–{last} von {count} Benutzer · Seite {page} von {pages}",
    other: "{first}–{last} von {count} Benutzern · Seite {page} von {pages}",
  },
  "pager.total": { one: "{count} Benutzer", other: "{count} Benutzer" },
  "pager.previous": "Zurück",
  "pager.next": "Weiter",

  "notAllowed.pageTitle": "Kein Zugriff",
  "notAllowed.title": "Hier haben Sie keinen Zugriff",
  "notAllowed.subtitle":
    "Die Verwaltung ist für Administratoren. Ihr Konto hat die Admin-Rolle nicht; fragen Sie einen Administrator, wenn Sie sie brauchen.",

  "adminRole.user": "Benutzer",
  "adminRole.admin": "Admin",
  "adminRole.userMay": "keine Admin-Rechte",
  "adminRole.adminMay": "alle Admin-Aktionen",
  "adminRole.description": "Admins können diesen Bereich öffnen und für jeden Benutzer handeln.",
  "adminRole.label": "Rolle dieses Benutzers",
  "adminRole.saved": "Rolle gespeichert.",
  "adminRole.save": "Rolle speichern",

  "adminUser.pageTitle": "Verwaltung · {name}",
  "adminUser.allUsers": "Alle Benutzer",
  "adminUser.loading": "Benutzer wird geladen",
  "adminUser.joined": "dabei seit {date}",
  "adminUser.yourself":
    "Das sind Sie: Ihre Sitzungen stehen unten; Ihre eigenen Angaben ändern Sie in den {link}. Niemand kann sich hier selbst sperren, herabstufen, übernehmen oder entfernen.",
  "adminUser.accountSettings": "Kontoeinstellungen",
  "adminUser.banned": "Gesperrt",
  "adminUser.unverified": "Unbestätigt",

  "ban.oneHour": "1 Stunde",
  "ban.oneDay": "1 Tag",
  "ban.sevenDays": "7 Tage",
  "ban.thirtyDays": "30 Tage",
  "ban.untilUnbanned": "Bis zur Aufhebung",
  "ban.reasonTooLong": "Halten Sie den Grund unter {max} Zeichen.",
  "ban.title": "Sperre",
  "ban.cantSignIn": "Dieser Benutzer kann sich nicht anmelden.",
  "ban.bannedFor": "Gesperrt wegen „{reason}“, bis zur Aufhebung.",
  "ban.bannedForUntil": "Gesperrt wegen „{reason}“, bis {date}.",
  "ban.bannedUntil": "Gesperrt bis {date}.",
  "ban.bannedUntilUnbanned": "Gesperrt bis zur Aufhebung.",
  "ban.unbanning": "Sperre wird aufgehoben…",
  "ban.unban": "Sperre aufheben",
  "ban.description":
    "Meldet den Benutzer überall ab und verweigert jede Anmeldung, bis die Sperre endet. Er sieht den Grund.",
  "ban.reason": "Grund (für den Benutzer sichtbar)",
  "ban.reasonPlaceholder": "z. B. Spam",
  "ban.for": "Dauer",
  "ban.banning": "Wird gesperrt…",
  "ban.submit": "Benutzer sperren",

  "impersonate.title": "Als dieser Benutzer handeln",
  "impersonate.description":
    "Sehen Sie die App genau wie er, um zu helfen oder ein Problem zu prüfen. Sie bleiben Admin: Ein Hinweis auf jeder Seite bringt Sie zurück.",
  "impersonate.switching": "Wird gewechselt…",
  "impersonate.banned":
    "Gesperrte Benutzer können nicht übernommen werden: Heben Sie zuerst die Sperre auf.",
  "impersonate.submit": "Als {name} handeln",

  "removeUser.title": "Benutzer entfernen",
  "removeUser.description":
    "Löscht das Konto mit seinen Sitzungen und Anmeldemethoden. Das lässt sich nicht rückgängig machen.",
  "removeUser.confirmQuestion": "{email} endgültig entfernen?",
  "removeUser.removing": "Wird entfernt…",
  "removeUser.confirm": "Ja, diesen Benutzer entfernen",
  "removeUser.start": "Benutzer entfernen…",

  "adminPassword.description":
    "Legen Sie ein neues Passwort für diesen Benutzer fest, etwa wenn er sich ausgesperrt hat. Teilen Sie es ihm über einen vertrauenswürdigen Weg mit.",
  "adminPassword.saved": "Passwort festgelegt.",
  "adminPassword.submit": "Passwort festlegen",

  "userSessions.title": "Sitzungen",
  "userSessions.description":
    "Wo dieser Benutzer angemeldet ist. Eine beendete Sitzung meldet das Gerät sofort ab.",
  "userSessions.none": "Nirgends angemeldet.",
  "userSessions.listLabel": "Sitzungen des Benutzers",
  "userSessions.impersonation": "Übernahme durch einen Admin",
  "userSessions.ends": "endet am {date}",
  "userSessions.signOutEverywhere": "Auf allen Geräten abmelden",

  "provider.local": "Testanbieter (lokal)",
  "provider.localSecond": "Testanbieter 2 (lokal)",

  "pricing.title": "Preise",
  "pricing.lead":
    "Wählen Sie einen Tarif. Bezahlt wird auf der Zahlungsplattform, danach kommen Sie hierher zurück.",
  "pricing.standIn":
    "Entwicklungsmodus: Zahlungen gehen an den lokalen Stellvertreter der Plattform. Es wird keine Karte belastet, und Sie brauchen kein Konto.",
  "pricing.console": "Webhook-Konsole öffnen",
  "pricing.off": "Zahlungen sind in dieser Demo nicht eingerichtet.",
  "pricing.loading": "Tarife werden geladen…",
  "pricing.subscribe": "Abonnieren",
  "pricing.buy": "Kaufen",
  "pricing.subscribeTo": "Abonnieren: {plan}",
  "pricing.buyPlan": "Kaufen: {plan}",
  "pricing.goingToCheckout": "Bezahlseite wird geöffnet…",
  "pricing.signInToBuy": "Zum Kaufen anmelden",
  "pricing.youHaveThis": "Bereits erworben",

  "billing.once": "einmalig",
  "billing.perDay": "pro Tag",
  "billing.perWeek": "pro Woche",
  "billing.perMonth": "pro Monat",
  "billing.perYear": "pro Jahr",
  "billing.everyDays": { one: "jeden Tag", other: "alle {count} Tage" },
  "billing.everyWeeks": { one: "jede Woche", other: "alle {count} Wochen" },
  "billing.everyMonths": { one: "jeden Monat", other: "alle {count} Monate" },
  "billing.everyYears": { one: "jedes Jahr", other: "alle {count} Jahre" },
  "billing.title": "Abrechnung",
  "billing.description": "Ihr Abonnement, was es Ihnen bietet, und Ihre Bestellungen.",
  "billing.thanks": "Vielen Dank! Ihre Zahlung ist eingegangen.",
  "billing.waitingForPlatform": "Zahlung erhalten; wir warten auf die Bestätigung der Plattform…",
  "billing.subscriptionHeading": "Abonnement",
  "billing.noSubscription": "Noch kein Abonnement.",
  "billing.seePlans": "Tarife ansehen",
  "billing.renewsOn": "Verlängert sich am {date}",
  "billing.endsOn": "Endet am {date}",
  "billing.benefitsHeading": "Leistungen",
  "billing.noBenefits": "Noch keine Leistungen: Sie kommen mit einem Tarif.",
  "billing.granted": "Freigeschaltet",
  "billing.ordersHeading": "Bestellungen",
  "billing.noOrders": "Noch keine Bestellungen.",
  "billing.manage": "Abrechnung verwalten",
  "billing.openingPortal": "Kundenportal wird geöffnet…",
  "billing.loading": "Wird geladen…",
  "billing.status.active": "Aktiv",
  "billing.status.trialing": "Testphase",
  "billing.status.past_due": "Überfällig",
  "billing.status.incomplete": "Unvollständig",
  "billing.status.incomplete_expired": "Abgelaufen",
  "billing.status.canceled": "Gekündigt",
  "billing.status.unpaid": "Unbezahlt",
  "billing.status.pending": "Ausstehend",
  "billing.status.paid": "Bezahlt",
  "billing.status.refunded": "Erstattet",
  "billing.status.partially_refunded": "Teilweise erstattet",
  "billing.error.PAYMENTS_PLATFORM_UNAVAILABLE":
    "Die Zahlungsplattform hat nicht geantwortet; versuchen Sie es gleich noch einmal.",
  "billing.error.BILLING_IS_OFF": "Zahlungen sind in dieser Demo nicht eingerichtet.",
  "billing.error.SIGN_IN_FIRST": "Melden Sie sich an, um zu sehen, was Sie gekauft haben.",
  "billing.error.METHOD_NOT_ALLOWED": "Hier wird nur GET beantwortet.",
  "billing.error.unknown": "Etwas ist schiefgelaufen.",
  "field.tooLong": {
    one: "Höchstens {count} Zeichen.",
    other: "Höchstens {count} Zeichen.",
  },
  "field.labelRequired": "{label}: darf nicht leer sein.",
  "field.labelTooLong": "{label}: zu lang.",
  "field.labelLength": "{label}: zu lang oder zu kurz.",
  "field.labelControlCharacters": "{label}: Zeilenumbrüche und Steuerzeichen entfernen.",
  "field.labelInvalid": "{label}: dieser Wert wird nicht angenommen.",
  "teams.nameRequired": "Geben Sie den Namen des Teams ein.",
  "members.whoMayChange": "Rollen ändern und Mitglieder entfernen können Inhaber und Admins.",
  "members.ownerOnly":
    "Nur ein Inhaber ändert die Rolle eines Inhabers, entfernt einen Inhaber oder macht jemanden zum Inhaber.",
  "invitations.whoMayInvite": "Einladen und Einladungen zurückziehen können Inhaber und Admins.",
  "teams.whoMayManage": "Teams erstellen, umbenennen und entfernen können Inhaber und Admins.",
  "orgSettings.noLogo": "keins (Initialen)",
  "members.removeQuestion":
    "{name} aus der Organisation entfernen? Der Zugang endet sofort; eine Einladung holt die Person zurück.",
  "apiKeys.revokeQuestion":
    "Schlüssel {name} widerrufen? Skripte, die ihn nutzen, werden ab sofort abgewiesen.",
  "teams.removeQuestion": "Team {name} entfernen? Seine Mitglieder bleiben in der Organisation.",
  "teams.membersOf": "Personen in {name}",
  "teams.noMembers": "Noch niemand in diesem Team.",
  "teams.memberToAdd": "Mitglied, das zu {name} hinzukommt",
  "teams.addMember": "Zum Team hinzufügen",
  "teams.removeMemberQuestion":
    "{member} aus dem Team {name} entfernen? Die Person bleibt in der Organisation.",
  "linked.unlinkQuestion": "{provider} trennen? Sie melden sich dann nicht mehr damit an.",
  "ban.question":
    "{name} sperren? Alle Sitzungen enden sofort, und eine Anmeldung ist erst nach der Sperre möglich.",
  "header.menu": "Menü",
  "profile.askName":
    "Willkommen! Wie sollen wir Sie nennen? Unter Ihrem Namen sehen andere Sie in Organisationen und Einladungen.",
};
