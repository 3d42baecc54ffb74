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
  "header.pricing": "Тарифи",
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

  "common.backToSignIn": "Повернутися до входу",
  "common.backToAccount": "Повернутися до облікового запису",
  "common.goToAccount": "Перейти до облікового запису",
  "common.loadingAccount": "Завантажуємо ваш обліковий запис",
  "common.saving": "Зберігаємо…",

  "checkEmail.title": "Перевірте пошту",
  "checkEmail.subtitle":
    "Ми надіслали посилання на {email}. Відкрийте його, щоб підтвердити адресу, — і ви ввійдете.",
  "checkEmail.yourAddress": "вашу адресу",
  "checkEmail.didntGetIt": "Лист не прийшов?",
  "checkEmail.spam": "Перевірте теку «Спам» або попросіть нове посилання.",

  "verified.pageTitle": "Пошту підтверджено",
  "verified.pageTitleFailed": "Пошту не підтверджено",
  "verified.failedTitle": "Не вдалося підтвердити вашу пошту",
  "verified.verifying": "Підтверджуємо…",
  "verified.title": "Вашу пошту підтверджено",
  "verified.passwordResetRequired":
    "Посилання відкрили в іншому браузері, ніж той, де створювали обліковий запис, тому обраний тоді пароль більше не діє. {link}, щоб входити з паролем.",
  "verified.chooseNewPassword": "Задайте новий пароль",
  "verified.signedInAs": "Ви ввійшли як {email}.",
  "verified.thanks": "Дякуємо, що підтвердили адресу. Тепер можна ввійти.",

  "emailChanged.pageTitle": "Пошту змінено",
  "emailChanged.pageTitleVerified": "Нову пошту підтверджено",
  "emailChanged.pageTitleFailed": "Пошту не змінено",
  "emailChanged.failedTitle": "Не вдалося змінити вашу пошту",
  "emailChanged.changing": "Змінюємо вашу пошту…",
  "emailChanged.signInTitle": "Увійдіть, щоб побачити обліковий запис",
  "emailChanged.signInWithNew": "Щоб продовжити, увійдіть із новою адресою пошти.",
  "emailChanged.verifiedTitle": "Вашу нову адресу підтверджено",
  "emailChanged.usesFromNow": "Відтепер ваш обліковий запис використовує {email}.",
  "emailChanged.title": "Адресу пошти змінено",
  "emailChanged.nowUses":
    "Тепер ваш обліковий запис використовує {email}. Відтепер входьте з цією адресою.",

  "field.newPassword": "Новий пароль",
  "field.repeatNewPassword": "Повторіть новий пароль",

  "forgot.title": "Скидання пароля",
  "forgot.subtitle":
    "Введіть адресу пошти свого облікового запису, і ми надішлемо посилання, щоб задати новий пароль.",
  "forgot.sent":
    "Якщо адресу {email} прив’язано до облікового запису, посилання для скидання вже в дорозі. Воно діє одну годину.",
  "forgot.submit": "Надіслати посилання",

  "reset.pageTitleBroken": "Посилання для скидання",
  "reset.brokenTitle": "Це посилання для скидання не працює",
  "reset.askNew": "Попросити нове посилання",
  "reset.doneTitle": "Пароль змінено",
  "reset.done":
    "Новий пароль задано, і на всіх пристроях виконано вихід. Увійдіть із новим паролем.",
  "reset.title": "Задайте новий пароль",
  "reset.submit": "Зберегти пароль",

  "authError.title": "Щось пішло не так",
  "authError.returnToApp": "Повернутися до застосунку",
  "authError.code": "Код помилки: {code}",
  "authError.signInAgain": "Увійти знову",

  "deleted.pageTitle": "Обліковий запис видалено",
  "deleted.pageTitleFailed": "Обліковий запис не видалено",
  "deleted.failedTitle": "Ваш обліковий запис не видалено",
  "deleted.title": "Ваш обліковий запис видалено",
  "deleted.createNew": "Створити новий обліковий запис",
  "deleted.gone": "Ваш обліковий запис, його сеанси та способи входу видалено назавжди.",

  "notFound.title": "Сторінку не знайдено",
  "notFound.subtitle": "За цією адресою нічого немає.",
  "notFound.home": "На головну",

  "resend.sent": "Нове посилання вже в дорозі на {email}.",
  "resend.submit": "Надіслати нове посилання",

  "unverified.sent":
    "Ще не підтверджено: ми надіслали посилання на {email}. Відкрийте його, щоб підтвердити цю адресу.",
  "unverified.resent":
    "Ще не підтверджено: нове посилання вже в дорозі на {email}. Відкрийте його, щоб підтвердити цю адресу.",
  "unverified.sendAgain": "Надіслати посилання ще раз",

  "impersonation.label": "Вхід від імені користувача",
  "impersonation.using": "Ви як адміністратор працюєте в обліковому записі {name}.",
  "impersonation.usingNamed": "Ви як адміністратор працюєте в обліковому записі {name} ({email}).",
  "impersonation.switchingBack": "Повертаємося…",
  "impersonation.stop": "Повернутися до свого облікового запису",

  "orgSwitcher.label": "Організація",
  "orgSwitcher.none": "Без організації",
  "orgSwitcher.personal": "Особисте",
  "orgSwitcher.create": "Створити організацію…",
  "orgSwitcher.manage": "Керувати організаціями…",

  "device.unknown": "Невідомий пристрій",
  "device.aBrowser": "Браузер",
  "device.browserOnSystem": "{browser} на {system}",

  "account.title": "Налаштування облікового запису",
  "account.subtitle": "Керуйте профілем, способами входу та пристроями, на яких ви ввійшли.",

  "profile.title": "Профіль",
  "profile.description": "Яким вас бачать інші.",
  "profile.picture": "URL зображення",
  "profile.pictureHint":
    "Посилання на квадратне зображення. Залиште порожнім, щоб показувати ініціали.",
  "profile.saved": "Профіль збережено.",
  "profile.save": "Зберегти профіль",

  "email.title": "Адреса пошти",
  "email.verified": "Підтверджено",
  "email.notVerified": "Не підтверджено",
  "email.new": "Нова адреса пошти",
  "email.confirmationSent":
    "Ми надіслали посилання для підтвердження на {email}. Адреса зміниться на {target}, коли ви його відкриєте.",
  "email.changed": "Тепер ваша адреса — {target}.",
  "email.submit": "Змінити пошту",

  "password.current": "Поточний пароль",
  "password.signOutOthers": "Вийти на інших пристроях",
  "password.changed": "Пароль змінено.",
  "password.changedOthersOut": "Пароль змінено. На інших пристроях виконано вихід.",
  "password.submit": "Змінити пароль",

  "setPassword.explain":
    "Цей обліковий запис ще не має пароля: ви входите через {methods}. Щоб входити також поштою й паролем, задайте його за посиланням, яке ми надішлемо.",
  "setPassword.sent":
    "Перевірте {email}: посилання для створення пароля вже в дорозі. Після цього ви вийдете на всіх пристроях і зможете ввійти поштою з новим паролем.",
  "setPassword.submit": "Надіслати посилання для створення пароля",

  "usernameSection.title": "Ім’я користувача",
  "usernameSection.description": "Входьте за іменем користувача замість пошти.",
  "usernameSection.yours": "Це ваше ім’я користувача.",
  "usernameSection.none": "У вас поки немає імені користувача.",
  "usernameSection.saved": "Ім’я користувача збережено.",
  "usernameSection.save": "Зберегти ім’я користувача",

  "common.creating": "Створюємо…",
  "common.deleting": "Видаляємо…",
  "common.cancel": "Скасувати",

  "sessions.title": "Де виконано вхід",
  "sessions.description": "Завершіть сеанс на будь-якому незнайомому пристрої.",
  "sessions.loading": "Завантажуємо сеанси",
  "sessions.listLabel": "Активні сеанси",
  "sessions.thisDevice": "Цей пристрій",
  "sessions.signedIn": "вхід {date}",
  "sessions.signOutOthers": "Вийти на всіх інших пристроях",

  "linked.credential": "Пошта й пароль",
  "linked.title": "Способи входу",
  "linked.description": "Як можна ввійти в цей обліковий запис.",
  "linked.failed": "Не вдалося прив’язати ({code}).",
  "linked.loading": "Завантажуємо способи входу",
  "linked.listLabel": "Прив’язані облікові записи",
  "linked.since": "прив’язано {date}",
  "linked.onlyOne":
    "Це ваш єдиний спосіб входу, тому його не можна видалити. Спершу прив’яжіть інший.",
  "linked.linkAnother": "Прив’язати інший спосіб входу",
  "linked.link": "Прив’язати {provider}",
  "linked.unlink": "Відв’язати",
  "linked.unlinkNamed": "Відв’язати {provider}",
  "linked.unlinking": "Відв’язуємо…",

  "apiKeys.title": "API-ключі",
  "apiKeys.description":
    "Ключі дають змогу скриптам діяти від вашого імені: передавайте ключ у заголовку x-api-key. Відкликайте ключі, якими більше не користуєтеся.",
  "apiKeys.days": {
    one: "{count} день",
    few: "{count} дні",
    many: "{count} днів",
    other: "{count} дня",
  },
  "apiKeys.oneYear": "1 рік",
  "apiKeys.neverExpires": "Безстроково",
  "apiKeys.neverExpiresLower": "безстроковий",
  "apiKeys.untitled": "Ключ без назви",
  "apiKeys.made": "Ваш новий ключ «{name}». Скопіюйте його зараз: він показується лише один раз.",
  "apiKeys.copied": "Скопійовано",
  "apiKeys.copy": "Скопіювати ключ",
  "apiKeys.madeOn": "створено {date}",
  "apiKeys.expiresOn": "діє до {date}",
  "apiKeys.revoke": "Відкликати",
  "apiKeys.none": "Ключів поки немає.",
  "apiKeys.name": "Назва ключа",
  "apiKeys.namePlaceholder": "Скрипт розгортання",
  "apiKeys.expires": "Термін дії",
  "apiKeys.create": "Створити ключ",

  "deleteAccount.title": "Видалення облікового запису",
  "deleteAccount.description":
    "Під час видалення облікового запису зникнуть профіль, сеанси та способи входу. Це не можна скасувати.",
  "deleteAccount.mailed":
    "Майже готово: ми надіслали посилання для підтвердження на {email}. Обліковий запис буде видалено, коли ви його відкриєте.",
  "deleteAccount.password": "Введіть пароль для підтвердження",
  "deleteAccount.confirm": "Видалити мій обліковий запис",
  "deleteAccount.start": "Видалити обліковий запис…",

  "common.remove": "Видалити",

  "role.member": "Учасник",
  "role.admin": "Адміністратор",
  "role.owner": "Власник",
  "role.memberMay": "бачить організацію",
  "role.adminMay": "керує учасниками, запрошеннями та командами",
  "role.ownerMay": "усе, зокрема видалення організації",

  "organization.none.title": "Організації",
  "organization.none.description":
    "Ви не працюєте в жодній організації. Створіть її або прийміть запрошення з пошти.",
  "organization.yourRole": "ваша роль: {role}",

  "invitation.pageTitle": "Запрошення",
  "invitation.title": "Вас запросили",
  "invitation.loading": "Завантажуємо запрошення",
  "invitation.missing": "Такого запрошення немає.",
  "invitation.missingWhy":
    "Можливо, його скасували, на нього вже відповіли або його надіслали на іншу адресу, ніж та, з якою ви ввійшли.",
  "invitation.invited": "{inviter} запрошує вас до {organization} з роллю «{role}».",
  "invitation.joining": "Приєднуємося…",
  "invitation.accept": "Прийняти й приєднатися",
  "invitation.decline": "Відхилити",
  "invitation.noId": "У посиланні немає запрошення. Відкрийте його знову з листа.",
  "invitation.signInFirst":
    "Увійдіть з адресою, на яку надійшло запрошення, і ви повернетеся сюди, щоб відповісти.",

  "createOrg.nameRequired": "Дайте організації назву.",
  "createOrg.slugInvalid":
    "Використовуйте малі латинські літери, цифри й дефіси, наприклад acme-inc.",
  "createOrg.slugTaken": "Ця адреса зайнята. Спробуйте іншу.",
  "createOrg.titleFirst": "Створіть організацію",
  "createOrg.titleAnother": "Створити ще одну організацію",
  "createOrg.description":
    "Організації об’єднують людей: запрошуйте учасників, призначайте їм ролі й діліть на команди.",
  "createOrg.slug": "Адреса",
  "createOrg.slugHint": "Малі літери, цифри й дефіси; унікальна в усьому застосунку.",
  "createOrg.submit": "Створити організацію",

  "orgSettings.title": "Налаштування",
  "orgSettings.description": "Як організація називається та виглядає.",
  "orgSettings.readOnly": "Змінювати їх можуть лише власники й адміністратори.",
  "orgSettings.logo": "URL логотипа",
  "orgSettings.logoHint":
    "Посилання на квадратне зображення. Залиште порожнім, щоб показувати ініціали.",
  "orgSettings.saved": "Налаштування збережено.",
  "orgSettings.save": "Зберегти налаштування",

  "members.title": "Учасники",
  "members.you": "Ви",
  "members.roleOf": "Роль: {name}",
  "members.count": {
    one: "{count} людина в {organization}.",
    few: "{count} людини в {organization}.",
    many: "{count} людей в {organization}.",
    other: "{count} людини в {organization}.",
  },

  "invitations.title": "Запрошення",
  "invitations.description":
    "Запрошуйте людей поштою. Вони приймають запрошення за посиланням із листа.",
  "invitations.role": "Роль",
  "invitations.roleOption": "{role}: {description}",
  "invitations.sent": "Запрошення надіслано на {email}.",
  "invitations.submit": "Надіслати запрошення",
  "invitations.pending": "Очікують відповіді",
  "invitations.none": "Немає запрошень, що очікують відповіді.",
  "invitations.pendingLabel": "Запрошення, що очікують відповіді",
  "invitations.until": "до {date}",

  "teams.title": "Команди",
  "teams.description": "Поділіть учасників організації на команди.",
  "teams.name": "Назва команди",
  "teams.rename": "Перейменувати",
  "teams.none": "Команд поки немає.",
  "teams.new": "Нова команда",
  "teams.placeholder": "Дизайн",
  "teams.create": "Створити команду",

  "leave.title": "Вийти або видалити",
  "leave.leave": "Вийти з {organization}",
  "leave.delete": "Видалити {organization}",
  "leave.leaveWarning": "Ви втратите доступ до {organization}, доки вас знову не запросять.",
  "leave.deleteWarning":
    "{organization} разом з учасниками, запрошеннями та командами буде видалено для всіх.",
  "leave.confirmLeave": "Так, вийти",
  "leave.confirmDelete": "Так, видалити",
  "leave.keep": "Залишити",

  "adminUsers.pageTitle": "Адміністрування · Користувачі",
  "adminUsers.title": "Користувачі",
  "adminUsers.subtitle":
    "Знайдіть користувача, щоб побачити його сеанси, змінити роль чи пароль, заблокувати його або ввійти від його імені.",
  "adminUsers.loading": "Завантажуємо користувачів",
  "adminUsers.columnUser": "Користувач",
  "adminUsers.columnRole": "Роль і статус",
  "adminUsers.columnJoined": "Реєстрація",
  "adminUsers.noEmailMatch": "Жодна адреса пошти не містить «{search}».",
  "adminUsers.noNameMatch": "Жодне ім’я не містить «{search}».",
  "adminUsers.none": "Користувачів поки немає.",
  "adminUsers.searchLabel": "Пошук користувачів",
  "adminUsers.search": "Знайти",
  "adminUsers.searchIn": "Де",
  "adminUsers.partOfEmail": "Частина адреси пошти",
  "adminUsers.partOfName": "Частина імені",
  "adminUsers.caseHint": "В іменах важить регістр: «Grace» знайде Grace Hopper, а «grace» — ні.",
  "adminUsers.sort": "Сортування",
  "adminUsers.sortNewest": "Спершу нові",
  "adminUsers.sortOldest": "Спершу старі",
  "adminUsers.sortName": "Ім’я, від А до Я",
  "adminUsers.sortEmail": "Пошта, від А до Я",

  "pager.label": "Сторінки користувачів",
  "pager.range": {
    one: "{first}–{last} з {count} користувача · сторінка {page} з {pages}",
    few: "{first}–{last} з {count} користувачів · сторінка {page} з {pages}",
    many: "{first}–{last} з {count} користувачів · сторінка {page} з {pages}",
    other: "{first}–{last} з {count} користувача · сторінка {page} з {pages}",
  },
  "pager.total": {
    one: "{count} користувач",
    few: "{count} користувачі",
    many: "{count} користувачів",
    other: "{count} користувача",
  },
  "pager.previous": "Назад",
  "pager.next": "Далі",

  "notAllowed.pageTitle": "Немає доступу",
  "notAllowed.title": "У вас немає доступу до цієї сторінки",
  "notAllowed.subtitle":
    "Розділ адміністрування — для адміністраторів. Ваш обліковий запис не має ролі admin; попросіть її в адміністратора, якщо вона потрібна.",

  "adminRole.user": "Користувач",
  "adminRole.admin": "Адміністратор",
  "adminRole.userMay": "без прав адміністратора",
  "adminRole.adminMay": "усі дії адміністратора",
  "adminRole.description":
    "Адміністратори можуть відкривати цей розділ і керувати будь-яким користувачем.",
  "adminRole.label": "Роль цього користувача",
  "adminRole.saved": "Роль збережено.",
  "adminRole.save": "Зберегти роль",

  "adminUser.pageTitle": "Адміністрування · {name}",
  "adminUser.allUsers": "Усі користувачі",
  "adminUser.loading": "Завантажуємо користувача",
  "adminUser.joined": "зареєстровано {date}",
  "adminUser.yourself":
    "Це ви: ваші сеанси нижче, а свої дані можна змінити в {link}. Тут ніхто не може заблокувати, понизити, підмінити чи видалити сам себе.",
  "adminUser.accountSettings": "налаштуваннях облікового запису",
  "adminUser.banned": "Заблоковано",
  "adminUser.unverified": "Не підтверджено",

  "ban.oneHour": "1 година",
  "ban.oneDay": "1 день",
  "ban.sevenDays": "7 днів",
  "ban.thirtyDays": "30 днів",
  "ban.untilUnbanned": "До розблокування",
  "ban.reasonTooLong": "Причина має бути коротшою за {max} символів.",
  "ban.title": "Блокування",
  "ban.cantSignIn": "Цей користувач не може ввійти.",
  "ban.bannedFor": "Заблоковано з причини «{reason}» до розблокування.",
  "ban.bannedForUntil": "Заблоковано з причини «{reason}» до {date}.",
  "ban.bannedUntil": "Заблоковано до {date}.",
  "ban.bannedUntilUnbanned": "Заблоковано до розблокування.",
  "ban.unbanning": "Розблоковуємо…",
  "ban.unban": "Розблокувати",
  "ban.description":
    "Завершує всі сеанси користувача й не дає ввійти, доки блокування не скінчиться. Користувач бачить причину.",
  "ban.reason": "Причина (її побачить користувач)",
  "ban.reasonPlaceholder": "наприклад, спам",
  "ban.for": "Термін",
  "ban.banning": "Блокуємо…",
  "ban.submit": "Заблокувати",

  "impersonate.title": "Увійти від імені користувача",
  "impersonate.description":
    "Подивіться на застосунок його очима, щоб допомогти або розібратися з проблемою. Ви залишаєтеся адміністратором: банер на кожній сторінці поверне вас назад.",
  "impersonate.switching": "Перемикаємося…",
  "impersonate.banned":
    "Не можна ввійти від імені заблокованого користувача: спершу розблокуйте його.",
  "impersonate.submit": "Увійти як {name}",

  "removeUser.title": "Видалення користувача",
  "removeUser.description":
    "Видаляє обліковий запис разом із сеансами та способами входу. Це не можна скасувати.",
  "removeUser.confirmQuestion": "Видалити {email} назавжди?",
  "removeUser.removing": "Видаляємо…",
  "removeUser.confirm": "Так, видалити користувача",
  "removeUser.start": "Видалити користувача…",

  "adminPassword.description":
    "Задайте користувачу новий пароль, наприклад якщо він не може ввійти. Повідомте його надійним каналом.",
  "adminPassword.saved": "Пароль задано.",
  "adminPassword.submit": "Задати пароль",

  "userSessions.title": "Сеанси",
  "userSessions.description":
    "Де виконано вхід у цього користувача. Завершений сеанс одразу виходить з облікового запису на тому пристрої.",
  "userSessions.none": "Ніде не виконано вхід.",
  "userSessions.listLabel": "Сеанси користувача",
  "userSessions.impersonation": "Вхід адміністратора від імені користувача",
  "userSessions.ends": "до {date}",
  "userSessions.signOutEverywhere": "Вийти на всіх пристроях",

  "provider.local": "Локальний тестовий сервіс",
  "provider.localSecond": "Другий локальний тестовий сервіс",

  "pricing.title": "Тарифи",
  "pricing.lead":
    "Оберіть тариф. Оплата відбувається на платіжній платформі, після чого ви повернетеся сюди.",
  "pricing.standIn":
    "Режим розробки: платежі йдуть до локальної заміни платформи. З картки нічого не списується, обліковий запис не потрібен.",
  "pricing.console": "Відкрити консоль вебхуків",
  "pricing.off": "У цьому демо оплату не налаштовано.",
  "pricing.loading": "Завантажуємо тарифи…",
  "pricing.subscribe": "Підписатися",
  "pricing.buy": "Купити",
  "pricing.subscribeTo": "Підписатися: {plan}",
  "pricing.buyPlan": "Купити: {plan}",
  "pricing.goingToCheckout": "Відкриваємо оплату…",
  "pricing.signInToBuy": "Увійдіть, щоб купити",
  "pricing.youHaveThis": "Уже у вас",

  "billing.once": "разово",
  "billing.perDay": "на день",
  "billing.perWeek": "на тиждень",
  "billing.perMonth": "на місяць",
  "billing.perYear": "на рік",
  "billing.everyDays": {
    one: "раз на {count} день",
    few: "раз на {count} дні",
    many: "раз на {count} днів",
    other: "раз на {count} дня",
  },
  "billing.everyWeeks": {
    one: "раз на {count} тиждень",
    few: "раз на {count} тижні",
    many: "раз на {count} тижнів",
    other: "раз на {count} тижня",
  },
  "billing.everyMonths": {
    one: "раз на {count} місяць",
    few: "раз на {count} місяці",
    many: "раз на {count} місяців",
    other: "раз на {count} місяця",
  },
  "billing.everyYears": {
    one: "раз на {count} рік",
    few: "раз на {count} роки",
    many: "раз на {count} років",
    other: "раз на {count} року",
  },
  "billing.title": "Оплата",
  "billing.description": "Ваша підписка, що вона дає, і ваші замовлення.",
  "billing.thanks": "Дякуємо! Оплата пройшла.",
  "billing.waitingForPlatform": "Платіж отримано; чекаємо на підтвердження від платформи…",
  "billing.subscriptionHeading": "Підписка",
  "billing.noSubscription": "Підписки поки немає.",
  "billing.seePlans": "Переглянути тарифи",
  "billing.renewsOn": "Подовжиться {date}",
  "billing.endsOn": "Завершиться {date}",
  "billing.benefitsHeading": "Можливості",
  "billing.noBenefits": "Можливостей поки немає: вони з’являться разом із тарифом.",
  "billing.granted": "Доступно",
  "billing.ordersHeading": "Замовлення",
  "billing.noOrders": "Замовлень поки немає.",
  "billing.manage": "Керувати оплатою",
  "billing.openingPortal": "Відкриваємо портал…",
  "billing.loading": "Завантаження…",
  "billing.status.active": "Активна",
  "billing.status.trialing": "Пробний період",
  "billing.status.past_due": "Прострочена",
  "billing.status.incomplete": "Не завершена",
  "billing.status.incomplete_expired": "Закінчилася",
  "billing.status.canceled": "Скасована",
  "billing.status.unpaid": "Не оплачена",
  "billing.status.pending": "Очікує оплати",
  "billing.status.paid": "Оплачено",
  "billing.status.refunded": "Повернено",
  "billing.status.partially_refunded": "Частково повернено",
  "billing.error.PAYMENTS_PLATFORM_UNAVAILABLE":
    "Платіжна платформа не відповіла; спробуйте ще раз за хвилину.",
  "billing.error.BILLING_IS_OFF": "У цьому демо оплату не налаштовано.",
  "billing.error.SIGN_IN_FIRST": "Увійдіть, щоб побачити свої покупки.",
  "billing.error.METHOD_NOT_ALLOWED": "Тут відповідають лише на GET.",
  "billing.error.unknown": "Щось пішло не так.",
  "field.tooLong": {
    one: "Не більше {count} символу.",
    few: "Не більше {count} символів.",
    many: "Не більше {count} символів.",
    other: "Не більше {count} символу.",
  },
  "field.labelRequired": "{label}: не може бути порожнім.",
  "field.labelTooLong": "{label}: задовго.",
  "field.labelLength": "{label}: задовго або закоротко.",
  "field.labelControlCharacters": "{label}: приберіть переноси рядків і керівні символи.",
  "field.labelInvalid": "{label}: таке значення не приймається.",
  "teams.nameRequired": "Введіть назву команди.",
  "members.whoMayChange": "Змінювати ролі та видаляти учасників можуть власники й адміністратори.",
  "members.ownerOnly":
    "Лише власник змінює роль власника, видаляє власника або призначає когось власником.",
  "invitations.whoMayInvite":
    "Запрошувати людей і скасовувати запрошення можуть власники й адміністратори.",
  "teams.whoMayManage":
    "Створювати, перейменовувати й видаляти команди можуть власники й адміністратори.",
  "orgSettings.noLogo": "немає (ініціали)",
  "members.removeQuestion":
    "Видалити {name} з організації? Доступ зникне одразу; повернути його можна запрошенням.",
  "apiKeys.revokeQuestion":
    "Відкликати ключ {name}? Скрипти, що ним користуються, відтепер отримають відмову.",
  "teams.removeQuestion": "Видалити команду {name}? Її люди залишаться в організації.",
  "linked.unlinkQuestion": "Відв’язати {provider}? Входити через нього більше не вийде.",
  "ban.question":
    "Заблокувати {name}? Усі сеанси завершаться зараз, а увійти можна буде лише після закінчення блокування.",
  "header.menu": "Меню",
  "profile.askName":
    "Ласкаво просимо! Як вас називати? Під цим ім’ям вас бачать інші в організаціях і запрошеннях.",
};
