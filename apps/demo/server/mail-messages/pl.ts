import type { MailCatalogue } from "./en";

export const pl: MailCatalogue = {
  greeting: "Cześć {name},",
  greetingWithoutName: "Cześć,",

  "verify.subject": "Potwierdź swój adres e-mail",
  "verify.intro":
    "Potwierdź, że ten adres należy do Ciebie, aby dokończyć zakładanie konta w Tollgate Demo.",
  "verify.action": "Potwierdź e-mail",
  "verify.outro":
    "Link jest ważny przez godzinę. Jeśli nie zakładałeś konta, zignoruj tę wiadomość.",

  "newAddress.subject": "Potwierdź nowy adres e-mail",
  "newAddress.intro":
    "Twoje konto w Tollgate Demo używa teraz adresu {email}. Potwierdź, że ten adres należy do Ciebie.",
  "newAddress.action": "Potwierdź nowy adres",
  "newAddress.outro":
    "Link jest ważny przez godzinę. Jeśli nie zmieniałeś adresu, zignoruj tę wiadomość.",

  "reset.subject": "Zresetuj hasło",
  "reset.intro": "Ktoś poprosił o zresetowanie hasła do Twojego konta w Tollgate Demo.",
  "reset.action": "Ustaw nowe hasło",
  "reset.outro": "Link jest ważny przez godzinę. Jeśli to nie Ty, Twoje hasło się nie zmieni.",

  "changeEmail.subject": "Potwierdź nowy adres e-mail",
  "changeEmail.intro": "Poprosiłeś o przeniesienie konta w Tollgate Demo z {from} na {to}.",
  "changeEmail.action": "Potwierdź zmianę",
  "changeEmail.outro": "Nic się nie zmieni, dopóki nie otworzysz linku jako zalogowany.",

  "deleteAccount.subject": "Potwierdź usunięcie konta",
  "deleteAccount.intro": "Poprosiłeś o usunięcie konta w Tollgate Demo wraz z całą zawartością.",
  "deleteAccount.action": "Usuń moje konto",
  "deleteAccount.outro":
    "Link jest ważny przez 24 godziny. Jeśli zmieniłeś zdanie, zignoruj tę wiadomość.",

  "invitation.subject": "{inviter} zaprasza Cię do {organization}",
  "invitation.intro":
    "{inviter} zaprasza Cię do organizacji {organization} w Tollgate Demo z rolą: {role}.",
  "invitation.action": "Zobacz zaproszenie",
  "invitation.outro":
    "Zaproszenie jest ważne przez 48 godzin. Aby je przyjąć, zaloguj się (lub załóż konto) tym adresem. Jeśli nie znasz tej osoby, zignoruj tę wiadomość.",
  "role.member": "członek",
  "role.admin": "administrator",
  "role.owner": "właściciel",

  "magicLink.subject": "Twój link do logowania",
  "magicLink.intro": "Użyj tego linku, aby zalogować się do Tollgate Demo. Działa jeden raz.",
  "magicLink.action": "Zaloguj się",
  "magicLink.outro":
    "Link jest ważny przez 5 minut. Jeśli o niego nie prosiłeś, zignoruj tę wiadomość.",

  "twoFactorCode.subject": "Twój kod logowania",
  "twoFactorCode.intro":
    "Wpisz ten kod na stronie logowania, aby dokończyć logowanie do Tollgate Demo.",
  "twoFactorCode.outro":
    "Kod jest ważny przez {minutes} min i działa tylko raz. Jeśli to nie Ty próbujesz się zalogować, zmień hasło: ktoś inny je zna.",

  "mailbox.title": "Skrzynka deweloperska",
  "mailbox.lead":
    "Wiadomości, które wysłałoby demo (brak ustawionego SMTP_URL). Najnowsze najpierw; przechowujemy 1000 najnowszych.",
  "mailbox.back": "Wróć do aplikacji",
  "mailbox.empty":
    "Na razie brak wiadomości. Załóż konto, poproś o reset hasła lub zmień e-mail, a wiadomości pojawią się tutaj.",
  "mailbox.to": "Do: {email}",

  "devOidc.title": "Logowanie",
  "devOidc.pageSuffix": "Lokalny dostawca OpenID",
  "devOidc.badge":
    "Tylko do testów · kto otworzy tę stronę, może zalogować się na dowolny adres, także na istniejące konta",
  "devOidc.heading": "Kim chcesz być?",
  "devOidc.lead":
    "Logowanie do {client}. Ta strona zastępuje prawdziwego dostawcę logowania: wybierz osobę albo wymyśl własną.",
  "devOidc.someoneElse": "Ktoś inny",
  "devOidc.name": "Imię i nazwisko",
  "devOidc.email": "E-mail",
  "devOidc.continue": "Kontynuuj jako ta osoba",
  "devOidc.cancel": "Anuluj i wróć",
  "devOidc.cannotContinue": "Nie można kontynuować: {problem}.",
  "devOidc.unknownPerson": "„{key}” nie jest żadną z proponowanych osób",
  "devOidc.nameRequired": "brak imienia i nazwiska",
  "devOidc.emailInvalid": "e-mail nie jest poprawnym adresem",
  "devOidc.invalidTitle": "Nieprawidłowe żądanie",
  "devOidc.invalidHeading": "To żądanie logowania jest nieprawidłowe",
  "devOidc.startAgain": "Wróć do aplikacji i zacznij od nowa.",
};
