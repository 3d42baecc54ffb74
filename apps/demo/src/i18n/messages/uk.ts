import type { Catalogue } from "../catalogue";

export const uk: Catalogue = {
  "app.loading": "Завантаження",
  "language.label": "Мова",
  "header.navLabel": "Обліковий запис",
  "header.adminArea": "Адміністрування",
  "header.signingOut": "Виходимо…",
  "header.signOut": "Вийти",
  "header.signIn": "Увійти",
  "header.signUp": "Реєстрація",
  "footer.credit": "Tollgate Demo · облікові записи на @tollgate/auth-server",
  "devMailbox.open": "Відкрити поштову скриньку розробника",
  "common.sending": "Надсилаємо…",
  "captcha.failed": "Не вдалося завантажити капчу. Перевірте з’єднання й оновіть сторінку.",

  "field.name": "Ім’я",
  "field.email": "Ел. пошта",
  "field.password": "Пароль",
  "field.nameRequired": "Введіть ім’я.",
  "field.emailRequired": "Введіть адресу електронної пошти.",
  "field.emailInvalid": "Введіть правильну адресу електронної пошти, наприклад name@example.com.",
  "field.identifierRequired": "Введіть адресу електронної пошти або ім’я користувача.",
  "field.passwordRequired": "Введіть пароль.",
  "field.currentPasswordRequired": "Введіть поточний пароль.",
  "field.passwordTooShort": "Використайте щонайменше 8 символів.",
  "field.passwordTooLong": "Використайте не більше 128 символів.",
  "field.passwordsDiffer": "Паролі не збігаються.",
  "field.usernameTooShort": "Ім’я користувача має щонайменше 3 символи.",
  "field.usernameTooLong": "Ім’я користувача має не більше 30 символів.",
  "field.usernameInvalid": "Використовуйте лише літери, цифри, крапки й підкреслення.",
  "field.imageInvalid":
    "Введіть вебадресу, що починається з https:// або http://, або залиште поле порожнім.",

  "signIn.pageTitle": "Вхід",
  "signIn.title": "З поверненням",
  "signIn.subtitle": "Увійдіть за адресою електронної пошти або ім’ям користувача.",
  "signIn.newHere": "Уперше тут?",
  "signIn.createAccount": "Створити обліковий запис",
  "signIn.identifier": "Ел. пошта або ім’я користувача",
  "signIn.forgotPassword": "Забули пароль?",
  "signIn.rememberMe": "Не виходити на цьому пристрої",
  "signIn.pending": "Входимо…",
  "signIn.submit": "Увійти",

  "signUp.pageTitle": "Реєстрація",
  "signUp.title": "Створіть обліковий запис",
  "signUp.subtitle": "Це займе хвилину. Ми надішлемо посилання, щоб підтвердити вашу адресу.",
  "signUp.haveAccount": "Уже маєте обліковий запис?",
  "signUp.signIn": "Увійти",
  "signUp.username": "Ім’я користувача (необов’язково)",
  "signUp.usernameHint":
    "За ним можна входити замість пошти. 3–30 літер, цифр, крапок або підкреслень.",
  "signUp.passwordHint": "Щонайменше 8 символів.",
  "signUp.pending": "Створюємо обліковий запис…",
  "signUp.submit": "Створити обліковий запис",

  "username.checking": "Перевіряємо…",
  "username.available": "Вільне",

  "social.providers": "Сервіси для входу",
  "social.opening": "Відкриваємо {provider}…",
  "social.continueWith": "Увійти через {provider}",
  "social.orSignUpWithEmail": "або зареєструйтеся поштою",
  "social.orUseEmail": "або увійдіть поштою",

  "magicLink.open": "Краще надішліть мені посилання для входу",
  "magicLink.email": "Пошта для посилання на вхід",
  "magicLink.sent":
    "Якщо {email} має обліковий запис або може його створити, посилання для входу вже в дорозі. Воно спрацює один раз протягом 5 хвилин.",
  "magicLink.submit": "Надіслати посилання",

  "error.INVALID_EMAIL_OR_PASSWORD": "Ця пошта й пароль не підходять до жодного облікового запису.",
  "error.INVALID_USERNAME_OR_PASSWORD":
    "Це ім’я користувача й пароль не підходять до жодного облікового запису.",
  "error.EMAIL_NOT_VERIFIED":
    "Вашу адресу ще не підтверджено. Перейдіть за посиланням із нашого листа (ми щойно надіслали нове).",
  "error.USER_ALREADY_EXISTS": "Обліковий запис із цією адресою вже існує.",
  "error.INVALID_PASSWORD": "Пароль неправильний.",
  "error.CREDENTIAL_ACCOUNT_NOT_FOUND": "Цей обліковий запис ще не має пароля.",
  "error.USERNAME_IS_ALREADY_TAKEN": "Це ім’я користувача зайняте. Спробуйте інше.",
  "error.INVALID_TOKEN": "Посилання недійсне, уже використане або застаріле. Попросіть нове.",
  "error.TOKEN_EXPIRED": "Термін дії посилання минув. Попросіть нове.",
  "error.USER_NOT_FOUND": "Ми не знайшли такого облікового запису.",
  "error.EMAIL_IS_THE_SAME": "Це і так ваша адреса.",
  "error.SESSION_NOT_FRESH": "Задля безпеки вийдіть і ввійдіть знову, перш ніж це робити.",
  "error.SESSION_NOT_FOUND": "Цей сеанс уже завершено.",
  "error.UNAUTHORIZED": "Для цього потрібно увійти.",
  "error.TOO_MANY_REQUESTS":
    "Забагато спроб за короткий час. Зачекайте кілька секунд і спробуйте знову.",
  "error.FAILED_TO_SEND_EMAIL": "Не вдалося надіслати лист. Спробуйте ще раз трохи згодом.",
  "error.NETWORK_ERROR": "Сервер недоступний. Перевірте з’єднання й спробуйте знову.",
  "error.NO_FIELDS_TO_UPDATE": "Нічого не змінилося.",
  "error.unknown": "Щось пішло не так ({status}).",
  "error.noAnswer": "немає відповіді",

  "banned.message": "Вам закрито доступ до цього застосунку.",
  "banned.reason": "Причина: {reason}",
  "banned.endsOn": "Блокування закінчиться {end}.",
  "banned.noEnd": "Блокування безстрокове.",

  "linkError.token_expired": "Термін дії посилання минув. Попросіть нове нижче.",
  "linkError.invalid_token": "Посилання недійсне. Можливо, воно неповне або вже використане.",
  "linkError.user_not_found": "Облікового запису, для якого було це посилання, більше немає.",
  "linkError.unauthorized":
    "Увійдіть в обліковий запис, на адресу якого надійшло посилання, і відкрийте його знову.",
  "linkError.user_already_exists": "Цю адресу вже використовує інший обліковий запис.",
  "linkError.failed_to_send_email": "Не вдалося надіслати наступний лист. Спробуйте ще раз.",
  "linkError.INVALID_TOKEN": "Посилання недійсне, уже використане або застаріле.",
  "linkError.NOT_AUTHENTICATED": "Спершу увійдіть, а потім знову відкрийте посилання з листа.",
  "linkError.EXPIRED_TOKEN":
    "Термін дії посилання для входу минув (вони діють 5 хвилин). Попросіть нове.",
  "linkError.new_user_signup_disabled": "Жоден обліковий запис не використовує цю адресу.",

  "socialError.interrupted": "Вхід тривав задовго або перервався. Почніть спочатку.",
  "socialError.internal_server_error": "У нас щось пішло не так. Спробуйте ще раз.",
  "socialError.account_not_linked":
    "Обліковий запис із цією адресою вже існує. Увійдіть як зазвичай, а потім прив’яжіть цей сервіс на сторінці облікового запису.",
  "socialError.signup_disabled": "Зараз не можна створити новий обліковий запис.",
  "socialError.access_denied": "Вхід скасовано на боці сервісу.",
  "socialError.invalid_callback_request":
    "Сервіс відповів так, що ми його не зрозуміли. Почніть спочатку.",
  "socialError.no_code": "Сервіс не завершив вхід. Почніть спочатку.",
  "socialError.invalid_code": "Відповідь сервісу застаріла. Почніть спочатку.",
  "socialError.oauth_provider_not_found": "Цей сервіс для входу більше недоступний.",
  "socialError.unable_to_get_user_info":
    "Не вдалося прочитати ваш профіль у сервісі. Спробуйте ще раз.",
  "socialError.email_not_found":
    "Сервіс не передав адресу електронної пошти, а застосунку вона потрібна.",
  "socialError.email_doesnt_match":
    "Цей обліковий запис сервісу використовує іншу адресу, не вашу.",
  "socialError.account_already_linked_to_different_user":
    "Цей обліковий запис сервісу вже прив’язано до іншого користувача застосунку.",
  "socialError.unable_to_link_account": "Не вдалося прив’язати обліковий запис. Спробуйте ще раз.",
  "socialError.unable_to_create_user": "Не вдалося створити обліковий запис. Спробуйте ще раз.",
  "socialError.unable_to_create_session": "Не вдалося ввійти. Спробуйте ще раз.",
};
