import type { MailCatalogue } from "./en";

export const de: MailCatalogue = {
  greeting: "Hallo {name},",
  greetingWithoutName: "Hallo,",

  "verify.subject": "Bestätigen Sie Ihre E-Mail-Adresse",
  "verify.intro":
    "Bestätigen Sie, dass diese Adresse Ihnen gehört, um die Einrichtung Ihres Tollgate-Demo-Kontos abzuschließen.",
  "verify.action": "E-Mail bestätigen",
  "verify.outro":
    "Der Link gilt eine Stunde. Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht.",

  "newAddress.subject": "Bestätigen Sie Ihre neue E-Mail-Adresse",
  "newAddress.intro":
    "Ihr Tollgate-Demo-Konto verwendet jetzt {email}. Bestätigen Sie, dass diese Adresse Ihnen gehört.",
  "newAddress.action": "Neue Adresse bestätigen",
  "newAddress.outro":
    "Der Link gilt eine Stunde. Wenn Sie Ihre Adresse nicht geändert haben, ignorieren Sie diese Nachricht.",

  "reset.subject": "Setzen Sie Ihr Passwort zurück",
  "reset.intro": "Jemand hat angefordert, das Passwort Ihres Tollgate-Demo-Kontos zurückzusetzen.",
  "reset.action": "Neues Passwort wählen",
  "reset.outro":
    "Der Link gilt eine Stunde. Wenn Sie das nicht waren, bleibt Ihr Passwort, wie es ist.",

  "changeEmail.subject": "Bestätigen Sie Ihre neue E-Mail-Adresse",
  "changeEmail.intro": "Sie möchten Ihr Tollgate-Demo-Konto von {from} auf {to} umstellen.",
  "changeEmail.action": "Änderung bestätigen",
  "changeEmail.outro": "Nichts ändert sich, bis Sie dem Link angemeldet folgen.",

  "deleteAccount.subject": "Bestätigen Sie das Löschen Ihres Kontos",
  "deleteAccount.intro": "Sie möchten Ihr Tollgate-Demo-Konto mit allem, was darin ist, löschen.",
  "deleteAccount.action": "Mein Konto löschen",
  "deleteAccount.outro":
    "Der Link gilt 24 Stunden. Wenn Sie es sich anders überlegt haben, ignorieren Sie diese Nachricht.",

  "invitation.subject": "{inviter} hat Sie zu {organization} eingeladen",
  "invitation.intro":
    "{inviter} hat Sie eingeladen, {organization} in der Tollgate Demo als {role} beizutreten.",
  "invitation.action": "Einladung ansehen",
  "invitation.outro":
    "Die Einladung gilt 48 Stunden. Melden Sie sich mit dieser Adresse an (oder erstellen Sie ein Konto), um sie anzunehmen. Wenn Sie die Person nicht kennen, ignorieren Sie diese Nachricht.",
  "role.member": "Mitglied",
  "role.admin": "Admin",
  "role.owner": "Inhaber",

  "magicLink.subject": "Ihr Anmeldelink",
  "magicLink.intro":
    "Mit diesem Link melden Sie sich bei der Tollgate Demo an. Er funktioniert einmal.",
  "magicLink.action": "Anmelden",
  "magicLink.outro":
    "Der Link gilt 5 Minuten. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.",

  "twoFactorCode.subject": "Ihr Anmeldecode",
  "twoFactorCode.intro":
    "Geben Sie diesen Code auf der Anmeldeseite ein, um die Anmeldung bei Tollgate Demo abzuschließen.",
  "twoFactorCode.outro":
    "Der Code ist {minutes} Minuten gültig und funktioniert einmal. Wenn Sie sich nicht anmelden wollten, ändern Sie Ihr Passwort: Jemand anderes kennt es.",

  "mailbox.title": "Entwickler-Postfach",
  "mailbox.lead":
    "E-Mails, die die Demo verschickt hätte (kein SMTP_URL eingestellt). Neueste zuerst; die neuesten 1000 werden aufbewahrt.",
  "mailbox.back": "Zurück zur App",
  "mailbox.empty":
    "Noch keine E-Mails. Registrieren Sie sich, setzen Sie ein Passwort zurück oder ändern Sie Ihre E-Mail – dann erscheinen die Nachrichten hier.",
  "mailbox.to": "An {email}",

  "devOidc.title": "Anmelden",
  "devOidc.pageSuffix": "Lokaler OpenID-Anbieter",
  "devOidc.badge":
    "Nur zur Entwicklung · wer diese Seite öffnet, kann sich als jede Adresse anmelden, auch bei bestehenden Konten",
  "devOidc.heading": "Wer möchten Sie sein?",
  "devOidc.lead":
    "Anmeldung bei {client}. Diese Seite steht für einen echten Anmeldedienst: Wählen Sie eine Person oder denken Sie sich eine aus.",
  "devOidc.someoneElse": "Jemand anderes",
  "devOidc.name": "Name",
  "devOidc.email": "E-Mail",
  "devOidc.continue": "Als diese Person fortfahren",
  "devOidc.cancel": "Abbrechen und zurück",
  "devOidc.cannotContinue": "Weiter geht es nicht: {problem}.",
  "devOidc.unknownPerson": "„{key}“ ist keine der angebotenen Personen",
  "devOidc.nameRequired": "der Name fehlt",
  "devOidc.emailInvalid": "die E-Mail ist keine E-Mail-Adresse",
  "devOidc.invalidTitle": "Ungültige Anfrage",
  "devOidc.invalidHeading": "Diese Anmeldeanfrage ist ungültig",
  "devOidc.startAgain": "Gehen Sie zurück zur App und beginnen Sie von vorn.",
};
