import type { Catalogue } from "../catalogue";

export const pl: Catalogue = {
  "app.loading": "Ładowanie",
  "language.label": "Język",
  "header.navLabel": "Konto",
  "header.adminArea": "Administracja",
  "header.signingOut": "Wylogowywanie…",
  "header.signOut": "Wyloguj się",
  "header.signIn": "Zaloguj się",
  "header.signUp": "Załóż konto",
  "footer.credit": "Tollgate Demo · konta dzięki @tollgate/auth-server",
  "devMailbox.open": "Otwórz skrzynkę deweloperską",
  "common.sending": "Wysyłanie…",
  "captcha.failed": "Nie udało się wczytać captchy. Sprawdź połączenie i odśwież stronę.",

  "field.name": "Imię i nazwisko",
  "field.email": "E-mail",
  "field.password": "Hasło",
  "field.nameRequired": "Podaj swoje imię i nazwisko.",
  "field.emailRequired": "Podaj swój adres e-mail.",
  "field.emailInvalid": "Podaj poprawny adres e-mail, np. imie@example.com.",
  "field.identifierRequired": "Podaj adres e-mail lub nazwę użytkownika.",
  "field.passwordRequired": "Podaj hasło.",
  "field.currentPasswordRequired": "Podaj obecne hasło.",
  "field.passwordTooShort": "Użyj co najmniej 8 znaków.",
  "field.passwordTooLong": "Użyj najwyżej 128 znaków.",
  "field.passwordsDiffer": "Oba hasła nie są takie same.",
  "field.usernameTooShort": "Nazwa użytkownika ma co najmniej 3 znaki.",
  "field.usernameTooLong": "Nazwa użytkownika ma najwyżej 30 znaków.",
  "field.usernameInvalid": "Używaj tylko liter, cyfr, kropek i podkreśleń.",
  "field.imageInvalid":
    "Podaj adres strony zaczynający się od https:// lub http:// albo zostaw pole puste.",

  "signIn.pageTitle": "Logowanie",
  "signIn.title": "Witaj ponownie",
  "signIn.subtitle": "Zaloguj się adresem e-mail lub nazwą użytkownika.",
  "signIn.newHere": "Jesteś tu po raz pierwszy?",
  "signIn.createAccount": "Załóż konto",
  "signIn.identifier": "E-mail lub nazwa użytkownika",
  "signIn.forgotPassword": "Nie pamiętasz hasła?",
  "signIn.rememberMe": "Nie wylogowuj mnie na tym urządzeniu",
  "signIn.pending": "Logowanie…",
  "signIn.submit": "Zaloguj się",

  "signUp.pageTitle": "Rejestracja",
  "signUp.title": "Załóż konto",
  "signUp.subtitle": "To zajmie minutę. Wyślemy Ci link do potwierdzenia adresu.",
  "signUp.haveAccount": "Masz już konto?",
  "signUp.signIn": "Zaloguj się",
  "signUp.username": "Nazwa użytkownika (opcjonalnie)",
  "signUp.usernameHint":
    "Zaloguj się nią zamiast adresem e-mail. 3–30 liter, cyfr, kropek lub podkreśleń.",
  "signUp.passwordHint": "Co najmniej 8 znaków.",
  "signUp.pending": "Zakładanie konta…",
  "signUp.submit": "Załóż konto",

  "username.checking": "Sprawdzanie…",
  "username.available": "Dostępna",

  "social.providers": "Usługi logowania",
  "social.opening": "Otwieranie: {provider}…",
  "social.continueWith": "Kontynuuj przez {provider}",
  "social.orSignUpWithEmail": "lub zarejestruj się e-mailem",
  "social.orUseEmail": "lub użyj adresu e-mail",

  "magicLink.open": "Wolę dostać link do logowania e-mailem",
  "magicLink.email": "E-mail na link do logowania",
  "magicLink.sent":
    "Jeśli {email} ma konto lub może je założyć, link do logowania jest w drodze. Działa raz, przez 5 minut.",
  "magicLink.submit": "Wyślij mi link",

  "error.INVALID_EMAIL_OR_PASSWORD": "Ten e-mail i hasło nie pasują do żadnego konta.",
  "error.INVALID_USERNAME_OR_PASSWORD": "Ta nazwa użytkownika i hasło nie pasują do żadnego konta.",
  "error.EMAIL_NOT_VERIFIED":
    "Twój adres e-mail nie jest jeszcze potwierdzony. Kliknij link z naszej wiadomości (właśnie wysłaliśmy nowy).",
  "error.USER_ALREADY_EXISTS": "Konto z tym adresem e-mail już istnieje.",
  "error.INVALID_PASSWORD": "To hasło jest nieprawidłowe.",
  "error.CREDENTIAL_ACCOUNT_NOT_FOUND": "To konto nie ma jeszcze hasła.",
  "error.USERNAME_IS_ALREADY_TAKEN": "Ta nazwa użytkownika jest zajęta. Wybierz inną.",
  "error.INVALID_TOKEN": "Ten link jest nieprawidłowy, już użyty lub wygasł. Poproś o nowy.",
  "error.TOKEN_EXPIRED": "Ten link wygasł. Poproś o nowy.",
  "error.USER_NOT_FOUND": "Nie znaleźliśmy tego konta.",
  "error.EMAIL_IS_THE_SAME": "To już jest Twój adres e-mail.",
  "error.SESSION_NOT_FRESH": "Dla bezpieczeństwa wyloguj się i zaloguj ponownie, zanim to zrobisz.",
  "error.SESSION_NOT_FOUND": "Ta sesja już się zakończyła.",
  "error.UNAUTHORIZED": "Aby to zrobić, musisz być zalogowany.",
  "error.TOO_MANY_REQUESTS":
    "Za dużo prób w krótkim czasie. Odczekaj kilka sekund i spróbuj ponownie.",
  "error.FAILED_TO_SEND_EMAIL": "Nie udało się wysłać wiadomości. Spróbuj ponownie za chwilę.",
  "error.NETWORK_ERROR":
    "Nie możemy połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.",
  "error.NO_FIELDS_TO_UPDATE": "Nic się nie zmieniło.",
  "error.unknown": "Coś poszło nie tak ({status}).",
  "error.noAnswer": "brak odpowiedzi",

  "banned.reason": "Powód: {reason}",
  "banned.endsOn": "Blokada kończy się {end}.",
  "banned.noEnd": "Blokada nie ma daty końcowej.",

  "linkError.token_expired": "Ten link wygasł. Poproś poniżej o nowy.",
  "linkError.invalid_token": "Ten link jest nieprawidłowy. Może jest niepełny albo już użyty.",
  "linkError.user_not_found": "Konto, dla którego był ten link, już nie istnieje.",
  "linkError.unauthorized":
    "Zaloguj się na konto, do którego wysłano ten link, i otwórz go ponownie.",
  "linkError.user_already_exists": "Inne konto używa już tego adresu e-mail.",
  "linkError.failed_to_send_email": "Nie udało się wysłać kolejnej wiadomości. Spróbuj ponownie.",
  "linkError.INVALID_TOKEN": "Ten link jest nieprawidłowy, już użyty lub wygasł.",
  "linkError.NOT_AUTHENTICATED": "Najpierw się zaloguj, a potem otwórz link z e-maila ponownie.",
  "linkError.EXPIRED_TOKEN": "Ten link do logowania wygasł (są ważne 5 minut). Poproś o nowy.",
  "linkError.new_user_signup_disabled": "Żadne konto nie używa tego adresu e-mail.",

  "socialError.interrupted": "Logowanie trwało za długo lub zostało przerwane. Zacznij od nowa.",
  "socialError.internal_server_error": "Coś poszło nie tak po naszej stronie. Spróbuj ponownie.",
  "socialError.account_not_linked":
    "Konto z tym adresem e-mail już istnieje. Zaloguj się jak zwykle, a potem połącz tę usługę na stronie konta.",
  "socialError.signup_disabled": "Nie można teraz zakładać nowych kont.",
  "socialError.access_denied": "Logowanie zostało anulowane u dostawcy.",
  "socialError.invalid_callback_request":
    "Dostawca odpowiedział w sposób, którego nie rozumiemy. Zacznij od nowa.",
  "socialError.no_code": "Dostawca nie dokończył logowania. Zacznij od nowa.",
  "socialError.invalid_code": "Odpowiedź dostawcy wygasła. Zacznij od nowa.",
  "socialError.oauth_provider_not_found": "Ta usługa logowania nie jest już dostępna.",
  "socialError.unable_to_get_user_info":
    "Nie udało się odczytać Twojego profilu u dostawcy. Spróbuj ponownie.",
  "socialError.email_not_found":
    "Dostawca nie udostępnił adresu e-mail, a ta aplikacja go potrzebuje.",
  "socialError.email_doesnt_match": "To konto u dostawcy używa innego adresu e-mail niż Twój.",
  "socialError.account_already_linked_to_different_user":
    "To konto u dostawcy jest już połączone z innym użytkownikiem tej aplikacji.",
  "socialError.unable_to_link_account": "Nie udało się połączyć tego konta. Spróbuj ponownie.",
  "socialError.unable_to_create_user": "Nie udało się założyć Twojego konta. Spróbuj ponownie.",
  "socialError.unable_to_create_session": "Nie udało się Cię zalogować. Spróbuj ponownie.",

  "common.backToSignIn": "Wróć do logowania",
  "common.backToAccount": "Wróć do konta",
  "common.goToAccount": "Przejdź do konta",
  "common.loadingAccount": "Wczytywanie konta",
  "common.saving": "Zapisywanie…",

  "checkEmail.title": "Sprawdź pocztę",
  "checkEmail.subtitle":
    "Wysłaliśmy link na adres {email}. Otwórz go, aby potwierdzić adres – wtedy zostaniesz zalogowany.",
  "checkEmail.yourAddress": "Twój adres",
  "checkEmail.didntGetIt": "Nic nie przyszło?",
  "checkEmail.spam": "Zajrzyj do folderu spam albo poproś o nowy link.",

  "verified.pageTitle": "E-mail potwierdzony",
  "verified.pageTitleFailed": "E-mail niepotwierdzony",
  "verified.failedTitle": "Nie udało się potwierdzić Twojego e-maila",
  "verified.verifying": "Potwierdzanie…",
  "verified.title": "Twój e-mail jest potwierdzony",
  "verified.passwordResetRequired":
    "Ten link otwarto w innej przeglądarce niż ta, w której założono konto, więc wybrane wtedy hasło już nie działa. {link}, aby logować się hasłem.",
  "verified.chooseNewPassword": "Ustaw nowe hasło",
  "verified.signedInAs": "Jesteś zalogowany jako {email}.",
  "verified.thanks": "Dziękujemy za potwierdzenie adresu. Możesz się teraz zalogować.",

  "emailChanged.pageTitle": "E-mail zmieniony",
  "emailChanged.pageTitleVerified": "Nowy e-mail potwierdzony",
  "emailChanged.pageTitleFailed": "E-mail niezmieniony",
  "emailChanged.failedTitle": "Nie udało się zmienić Twojego e-maila",
  "emailChanged.changing": "Zmieniamy Twój e-mail…",
  "emailChanged.signInTitle": "Zaloguj się, aby zobaczyć konto",
  "emailChanged.signInWithNew": "Zaloguj się nowym adresem e-mail, aby kontynuować.",
  "emailChanged.verifiedTitle": "Twój nowy adres e-mail jest potwierdzony",
  "emailChanged.usesFromNow": "Od teraz Twoje konto używa adresu {email}.",
  "emailChanged.title": "Twój adres e-mail został zmieniony",
  "emailChanged.nowUses": "Twoje konto używa teraz adresu {email}. Od teraz loguj się nim.",

  "field.newPassword": "Nowe hasło",
  "field.repeatNewPassword": "Powtórz nowe hasło",

  "forgot.title": "Zresetuj hasło",
  "forgot.subtitle":
    "Podaj adres e-mail swojego konta, a wyślemy Ci link do ustawienia nowego hasła.",
  "forgot.sent":
    "Jeśli jakieś konto używa adresu {email}, link do resetu hasła jest w drodze. Działa przez godzinę.",
  "forgot.submit": "Wyślij link",

  "reset.pageTitleBroken": "Link do resetu",
  "reset.brokenTitle": "Ten link do resetu nie działa",
  "reset.askNew": "Poproś o nowy link",
  "reset.doneTitle": "Hasło zmienione",
  "reset.done":
    "Nowe hasło jest ustawione, a wszystkie urządzenia zostały wylogowane. Zaloguj się nim teraz.",
  "reset.title": "Ustaw nowe hasło",
  "reset.submit": "Zapisz nowe hasło",

  "authError.title": "Coś poszło nie tak",
  "authError.returnToApp": "Wróć do aplikacji",
  "authError.code": "Kod błędu: {code}",
  "authError.signInAgain": "Zaloguj się ponownie",

  "deleted.pageTitle": "Konto usunięte",
  "deleted.pageTitleFailed": "Konto nieusunięte",
  "deleted.failedTitle": "Twoje konto nie zostało usunięte",
  "deleted.title": "Twoje konto zostało usunięte",
  "deleted.createNew": "Załóż nowe konto",
  "deleted.gone": "Twoje konto, jego sesje i metody logowania zostały trwale usunięte.",

  "notFound.title": "Nie znaleziono strony",
  "notFound.subtitle": "Pod tym adresem nic nie ma.",
  "notFound.home": "Strona główna",

  "resend.sent": "Nowy link jest w drodze na adres {email}.",
  "resend.submit": "Wyślij nowy link",

  "unverified.sent":
    "Jeszcze niepotwierdzony: wysłaliśmy link na adres {email}. Otwórz go, aby potwierdzić ten adres.",
  "unverified.resent":
    "Jeszcze niepotwierdzony: nowy link jest w drodze na adres {email}. Otwórz go, aby potwierdzić ten adres.",
  "unverified.sendAgain": "Wyślij link ponownie",

  "impersonation.label": "Podszywanie się",
  "impersonation.using": "Jako administrator używasz konta {name}.",
  "impersonation.usingNamed": "Jako administrator używasz konta {name} ({email}).",
  "impersonation.switchingBack": "Powrót…",
  "impersonation.stop": "Zakończ podszywanie się",

  "orgSwitcher.label": "Organizacja",
  "orgSwitcher.none": "Brak organizacji",
  "orgSwitcher.personal": "Osobiste",
  "orgSwitcher.create": "Utwórz organizację…",
  "orgSwitcher.manage": "Zarządzaj organizacjami…",

  "device.unknown": "Nieznane urządzenie",
  "device.aBrowser": "Przeglądarka",
  "device.browserOnSystem": "{browser} w systemie {system}",

  "account.title": "Ustawienia konta",
  "account.subtitle":
    "Zarządzaj profilem, sposobami logowania i miejscami, w których jesteś zalogowany.",

  "profile.title": "Profil",
  "profile.description": "Jak widzą Cię inni.",
  "profile.picture": "Adres URL zdjęcia",
  "profile.pictureHint": "Link do kwadratowego obrazka. Zostaw puste, aby pokazać inicjały.",
  "profile.saved": "Profil zapisany.",
  "profile.save": "Zapisz profil",

  "email.title": "Adres e-mail",
  "email.verified": "Potwierdzony",
  "email.notVerified": "Niepotwierdzony",
  "email.new": "Nowy adres e-mail",
  "email.confirmationSent":
    "Wysłaliśmy link potwierdzający na adres {email}. Twój adres zmieni się na {target}, gdy go otworzysz.",
  "email.changed": "Twój adres to teraz {target}.",
  "email.submit": "Zmień e-mail",

  "password.current": "Obecne hasło",
  "password.signOutOthers": "Wyloguj z innych urządzeń",
  "password.changed": "Hasło zmienione.",
  "password.changedOthersOut": "Hasło zmienione. Inne urządzenia zostały wylogowane.",
  "password.submit": "Zmień hasło",

  "setPassword.explain":
    "To konto nie ma jeszcze hasła: logujesz się przez {methods}. Aby logować się też e-mailem i hasłem, ustaw je przez link, który Ci wyślemy.",
  "setPassword.sent":
    "Sprawdź skrzynkę {email}: link do ustawienia hasła jest w drodze. Ustawienie hasła wyloguje Cię wszędzie, potem zalogujesz się e-mailem i nowym hasłem.",
  "setPassword.submit": "Wyślij mi link do ustawienia hasła",

  "usernameSection.title": "Nazwa użytkownika",
  "usernameSection.description": "Loguj się nazwą użytkownika zamiast adresu e-mail.",
  "usernameSection.yours": "To Twoja nazwa użytkownika.",
  "usernameSection.none": "Nie masz jeszcze nazwy użytkownika.",
  "usernameSection.saved": "Nazwa użytkownika zapisana.",
  "usernameSection.save": "Zapisz nazwę użytkownika",

  "common.creating": "Tworzenie…",
  "common.deleting": "Usuwanie…",
  "common.cancel": "Anuluj",

  "sessions.title": "Gdzie jesteś zalogowany",
  "sessions.description": "Wyloguj każde urządzenie, którego nie rozpoznajesz.",
  "sessions.loading": "Wczytywanie sesji",
  "sessions.listLabel": "Aktywne sesje",
  "sessions.thisDevice": "To urządzenie",
  "sessions.signedIn": "zalogowano {date}",
  "sessions.signOutOthers": "Wyloguj wszystkie inne urządzenia",

  "linked.credential": "E-mail i hasło",
  "linked.title": "Metody logowania",
  "linked.description": "Sposoby, w jakie możesz logować się na to konto.",
  "linked.failed": "Nie udało się połączyć ({code}).",
  "linked.loading": "Wczytywanie metod logowania",
  "linked.listLabel": "Połączone konta",
  "linked.since": "połączono {date}",
  "linked.onlyOne":
    "To Twój jedyny sposób logowania, więc nie można go usunąć. Najpierw połącz inny.",
  "linked.linkAnother": "Połącz inną metodę logowania",
  "linked.link": "Połącz {provider}",
  "linked.unlink": "Odłącz",
  "linked.unlinkNamed": "Odłącz {provider}",
  "linked.unlinking": "Odłączanie…",

  "apiKeys.title": "Klucze API",
  "apiKeys.description":
    "Klucze pozwalają skryptom działać w Twoim imieniu: wyślij klucz w nagłówku x-api-key. Unieważnij klucze, których już nie używasz.",
  "apiKeys.days": {
    one: "{count} dzień",
    few: "{count} dni",
    many: "{count} dni",
    other: "{count} dnia",
  },
  "apiKeys.oneYear": "1 rok",
  "apiKeys.neverExpires": "Bezterminowo",
  "apiKeys.neverExpiresLower": "bezterminowy",
  "apiKeys.untitled": "Klucz bez nazwy",
  "apiKeys.made": "Twój nowy klucz „{name}”. Skopiuj go teraz: pokazujemy go tylko ten jeden raz.",
  "apiKeys.copied": "Skopiowano",
  "apiKeys.copy": "Kopiuj klucz",
  "apiKeys.madeOn": "utworzony {date}",
  "apiKeys.expiresOn": "wygasa {date}",
  "apiKeys.revoke": "Unieważnij",
  "apiKeys.none": "Nie masz jeszcze kluczy.",
  "apiKeys.name": "Nazwa klucza",
  "apiKeys.namePlaceholder": "Skrypt wdrożenia",
  "apiKeys.expires": "Ważność",
  "apiKeys.create": "Utwórz klucz",

  "deleteAccount.title": "Usuń konto",
  "deleteAccount.description":
    "Usunięcie konta usuwa profil, sesje i metody logowania. Tego nie da się cofnąć.",
  "deleteAccount.mailed":
    "Prawie gotowe: wysłaliśmy link potwierdzający na adres {email}. Konto zostanie usunięte, gdy go otworzysz.",
  "deleteAccount.password": "Podaj hasło, aby potwierdzić",
  "deleteAccount.confirm": "Usuń moje konto",
  "deleteAccount.start": "Usuń konto…",

  "common.remove": "Usuń",

  "role.member": "Członek",
  "role.admin": "Administrator",
  "role.owner": "Właściciel",
  "role.memberMay": "widzi organizację",
  "role.adminMay": "zarządza członkami, zaproszeniami i zespołami",
  "role.ownerMay": "wszystko, łącznie z usunięciem",

  "organization.none.title": "Organizacje",
  "organization.none.description":
    "Nie działasz w żadnej organizacji. Utwórz ją albo przyjmij zaproszenie z poczty.",
  "organization.yourRole": "Twoja rola: {role}",

  "invitation.pageTitle": "Zaproszenie",
  "invitation.title": "Masz zaproszenie",
  "invitation.loading": "Wczytywanie zaproszenia",
  "invitation.missing": "To zaproszenie nie istnieje.",
  "invitation.missingWhy":
    "Mogło zostać anulowane, już przyjęte lub odrzucone albo wysłane na inny adres niż ten, którym jesteś zalogowany.",
  "invitation.invited": "{inviter} zaprasza Cię do {organization} z rolą: {role}.",
  "invitation.joining": "Dołączanie…",
  "invitation.accept": "Przyjmij i dołącz",
  "invitation.decline": "Odrzuć",
  "invitation.noId": "W tym linku brakuje zaproszenia. Otwórz go ponownie z wiadomości.",
  "invitation.signInFirst":
    "Zaloguj się adresem, na który wysłano zaproszenie, a wrócisz tutaj, aby na nie odpowiedzieć.",

  "createOrg.nameRequired": "Nadaj organizacji nazwę.",
  "createOrg.slugInvalid": "Używaj małych liter, cyfr i myślników, np. acme-inc.",
  "createOrg.slugTaken": "Ten adres jest zajęty. Wybierz inny.",
  "createOrg.titleFirst": "Utwórz swoją organizację",
  "createOrg.titleAnother": "Utwórz kolejną organizację",
  "createOrg.description":
    "Organizacje skupiają ludzi: zapraszaj członków, nadawaj im role i dziel ich na zespoły.",
  "createOrg.slug": "Adres",
  "createOrg.slugHint": "Małe litery, cyfry i myślniki; unikalny w całej aplikacji.",
  "createOrg.submit": "Utwórz organizację",

  "orgSettings.title": "Ustawienia",
  "orgSettings.description": "Jak organizacja się nazywa i jak jest pokazywana.",
  "orgSettings.readOnly": "Tylko właściciele i administratorzy mogą to zmieniać.",
  "orgSettings.logo": "Adres URL logo",
  "orgSettings.logoHint": "Link do kwadratowego obrazka. Zostaw puste, aby pokazać inicjały.",
  "orgSettings.saved": "Ustawienia zapisane.",
  "orgSettings.save": "Zapisz ustawienia",

  "members.title": "Członkowie",
  "members.you": "Ty",
  "members.roleOf": "Rola: {name}",
  "members.count": {
    one: "{count} osoba w {organization}.",
    few: "{count} osoby w {organization}.",
    many: "{count} osób w {organization}.",
    other: "{count} osoby w {organization}.",
  },

  "invitations.title": "Zaproszenia",
  "invitations.description":
    "Zapraszaj osoby e-mailem. Przyjmują zaproszenie przez link z wiadomości.",
  "invitations.role": "Rola",
  "invitations.roleOption": "{role}: {description}",
  "invitations.sent": "Wysłano zaproszenie na adres {email}.",
  "invitations.submit": "Wyślij zaproszenie",
  "invitations.pending": "Oczekujące",
  "invitations.none": "Brak oczekujących zaproszeń.",
  "invitations.pendingLabel": "Oczekujące zaproszenia",
  "invitations.until": "do {date}",

  "teams.title": "Zespoły",
  "teams.description": "Podziel członków organizacji na zespoły.",
  "teams.name": "Nazwa zespołu",
  "teams.rename": "Zmień nazwę",
  "teams.none": "Nie ma jeszcze zespołów.",
  "teams.new": "Nowy zespół",
  "teams.placeholder": "Projektowanie",
  "teams.create": "Utwórz zespół",

  "leave.title": "Opuść lub usuń",
  "leave.leave": "Opuść {organization}",
  "leave.delete": "Usuń {organization}",
  "leave.leaveWarning": "Stracisz dostęp do {organization}, dopóki ktoś nie zaprosi Cię ponownie.",
  "leave.deleteWarning":
    "{organization} wraz z członkami, zaproszeniami i zespołami zostanie usunięta dla wszystkich.",
  "leave.confirmLeave": "Tak, opuść",
  "leave.confirmDelete": "Tak, usuń",
  "leave.keep": "Zostaw",

  "adminUsers.pageTitle": "Administracja · Użytkownicy",
  "adminUsers.title": "Użytkownicy",
  "adminUsers.subtitle":
    "Znajdź użytkownika, aby zobaczyć jego sesje, zmienić rolę lub hasło, zablokować go albo działać jako on.",
  "adminUsers.loading": "Wczytywanie użytkowników",
  "adminUsers.columnUser": "Użytkownik",
  "adminUsers.columnRole": "Rola i status",
  "adminUsers.columnJoined": "Dołączył",
  "adminUsers.noEmailMatch": "Żaden adres e-mail nie zawiera „{search}”.",
  "adminUsers.noNameMatch": "Żadne imię i nazwisko nie zawiera „{search}”.",
  "adminUsers.none": "Nie ma jeszcze użytkowników.",
  "adminUsers.searchLabel": "Szukaj użytkowników",
  "adminUsers.search": "Szukaj",
  "adminUsers.searchIn": "W polu",
  "adminUsers.partOfEmail": "Fragment adresu e-mail",
  "adminUsers.partOfName": "Fragment imienia lub nazwiska",
  "adminUsers.caseHint": "Wielkość liter ma znaczenie: „Grace” znajdzie Grace Hopper, „grace” nie.",
  "adminUsers.sort": "Sortowanie",
  "adminUsers.sortNewest": "Najnowsi najpierw",
  "adminUsers.sortOldest": "Najstarsi najpierw",
  "adminUsers.sortName": "Nazwa, od A do Z",
  "adminUsers.sortEmail": "E-mail, od A do Z",

  "pager.label": "Strony użytkowników",
  "pager.range": {
    one: "{first}–{last} z {count} użytkownika · strona {page} z {pages}",
    few: "{first}–{last} z {count} użytkowników · strona {page} z {pages}",
    many: "{first}–{last} z {count} użytkowników · strona {page} z {pages}",
    other: "{first}–{last} z {count} użytkownika · strona {page} z {pages}",
  },
  "pager.total": {
    one: "{count} użytkownik",
    few: "{count} użytkownicy",
    many: "{count} użytkowników",
    other: "{count} użytkownika",
  },
  "pager.previous": "Poprzednia",
  "pager.next": "Następna",

  "notAllowed.pageTitle": "Brak dostępu",
  "notAllowed.title": "Nie masz tu dostępu",
  "notAllowed.subtitle":
    "Panel administracyjny jest dla administratorów. Twoje konto nie ma roli admin; poproś administratora, jeśli jej potrzebujesz.",

  "adminRole.user": "Użytkownik",
  "adminRole.admin": "Administrator",
  "adminRole.userMay": "bez uprawnień administratora",
  "adminRole.adminMay": "wszystkie działania administracyjne",
  "adminRole.description":
    "Administratorzy mogą otwierać ten panel i działać wobec każdego użytkownika.",
  "adminRole.label": "Rola tego użytkownika",
  "adminRole.saved": "Rola zapisana.",
  "adminRole.save": "Zapisz rolę",

  "adminUser.pageTitle": "Administracja · {name}",
  "adminUser.allUsers": "Wszyscy użytkownicy",
  "adminUser.loading": "Wczytywanie użytkownika",
  "adminUser.joined": "dołączył {date}",
  "adminUser.yourself":
    "To Ty: Twoje sesje są poniżej; swoje dane zmienisz w {link}. Nikt nie może tu zablokować, zdegradować, przejąć ani usunąć samego siebie.",
  "adminUser.accountSettings": "ustawieniach konta",
  "adminUser.banned": "Zablokowany",
  "adminUser.unverified": "Niepotwierdzony",

  "ban.oneHour": "1 godzina",
  "ban.oneDay": "1 dzień",
  "ban.sevenDays": "7 dni",
  "ban.thirtyDays": "30 dni",
  "ban.untilUnbanned": "Do odblokowania",
  "ban.reasonTooLong": "Powód może mieć najwyżej {max} znaków.",
  "ban.title": "Blokada",
  "ban.cantSignIn": "Ten użytkownik nie może się zalogować.",
  "ban.bannedFor": "Zablokowany z powodu: „{reason}”, do odblokowania.",
  "ban.bannedForUntil": "Zablokowany z powodu: „{reason}”, do {date}.",
  "ban.bannedUntil": "Zablokowany do {date}.",
  "ban.bannedUntilUnbanned": "Zablokowany do odblokowania.",
  "ban.unbanning": "Odblokowywanie…",
  "ban.unban": "Odblokuj",
  "ban.description":
    "Wylogowuje użytkownika wszędzie i odrzuca każde logowanie do końca blokady. Użytkownik widzi powód.",
  "ban.reason": "Powód (widoczny dla użytkownika)",
  "ban.reasonPlaceholder": "np. spam",
  "ban.for": "Na",
  "ban.banning": "Blokowanie…",
  "ban.submit": "Zablokuj użytkownika",

  "impersonate.title": "Działaj jako ten użytkownik",
  "impersonate.description":
    "Zobacz aplikację dokładnie tak jak on, aby mu pomóc lub sprawdzić problem. Pozostajesz administratorem: baner na każdej stronie pozwala wrócić.",
  "impersonate.switching": "Przełączanie…",
  "impersonate.banned":
    "Nie można podszyć się pod zablokowanego użytkownika: najpierw go odblokuj.",
  "impersonate.submit": "Działaj jako {name}",

  "removeUser.title": "Usuń użytkownika",
  "removeUser.description":
    "Usuwa konto wraz z sesjami i metodami logowania. Tego nie da się cofnąć.",
  "removeUser.confirmQuestion": "Trwale usunąć {email}?",
  "removeUser.removing": "Usuwanie…",
  "removeUser.confirm": "Tak, usuń tego użytkownika",
  "removeUser.start": "Usuń użytkownika…",

  "adminPassword.description":
    "Ustaw nowe hasło temu użytkownikowi, np. gdy nie może się zalogować. Przekaż mu je zaufanym kanałem.",
  "adminPassword.saved": "Hasło ustawione.",
  "adminPassword.submit": "Ustaw hasło",

  "userSessions.title": "Sesje",
  "userSessions.description":
    "Gdzie ten użytkownik jest zalogowany. Zakończenie sesji od razu wylogowuje urządzenie.",
  "userSessions.none": "Nigdzie niezalogowany.",
  "userSessions.listLabel": "Sesje użytkownika",
  "userSessions.impersonation": "Podszywanie się przez administratora",
  "userSessions.ends": "kończy się {date}",
  "userSessions.signOutEverywhere": "Wyloguj ze wszystkich urządzeń",

  "provider.local": "Lokalny test",
  "provider.localSecond": "Lokalny test 2",
};
