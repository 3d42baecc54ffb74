import type { Catalogue } from "../catalogue";

export const ru: Catalogue = {
  "app.loading": "Загрузка",
  "language.label": "Язык",
  "header.navLabel": "Аккаунт",
  "header.adminArea": "Администрирование",
  "header.signingOut": "Выходим…",
  "header.signOut": "Выйти",
  "header.signIn": "Войти",
  "header.signUp": "Регистрация",
  "footer.credit": "Tollgate Demo · аккаунты на @tollgate/auth-server",
  "devMailbox.open": "Открыть почтовый ящик разработчика",
  "common.sending": "Отправляем…",
  "captcha.failed": "Не удалось загрузить капчу. Проверьте подключение и обновите страницу.",

  "field.name": "Имя",
  "field.email": "Эл. почта",
  "field.password": "Пароль",
  "field.nameRequired": "Введите имя.",
  "field.emailRequired": "Введите адрес электронной почты.",
  "field.emailInvalid": "Введите правильный адрес электронной почты, например name@example.com.",
  "field.identifierRequired": "Введите адрес электронной почты или имя пользователя.",
  "field.passwordRequired": "Введите пароль.",
  "field.currentPasswordRequired": "Введите текущий пароль.",
  "field.passwordTooShort": "Используйте не меньше 8 символов.",
  "field.passwordTooLong": "Используйте не больше 128 символов.",
  "field.passwordsDiffer": "Пароли не совпадают.",
  "field.usernameTooShort": "В имени пользователя не меньше 3 символов.",
  "field.usernameTooLong": "В имени пользователя не больше 30 символов.",
  "field.usernameInvalid": "Используйте только буквы, цифры, точки и подчёркивания.",
  "field.imageInvalid":
    "Введите веб-адрес, начинающийся с https:// или http://, или оставьте поле пустым.",

  "signIn.pageTitle": "Вход",
  "signIn.title": "С возвращением",
  "signIn.subtitle": "Войдите по адресу электронной почты или имени пользователя.",
  "signIn.newHere": "Впервые здесь?",
  "signIn.createAccount": "Создать аккаунт",
  "signIn.identifier": "Эл. почта или имя пользователя",
  "signIn.forgotPassword": "Забыли пароль?",
  "signIn.rememberMe": "Не выходить на этом устройстве",
  "signIn.pending": "Входим…",
  "signIn.submit": "Войти",

  "signUp.pageTitle": "Регистрация",
  "signUp.title": "Создайте аккаунт",
  "signUp.subtitle": "Это займёт минуту. Мы пришлём ссылку, чтобы подтвердить ваш адрес.",
  "signUp.haveAccount": "Уже есть аккаунт?",
  "signUp.signIn": "Войти",
  "signUp.username": "Имя пользователя (необязательно)",
  "signUp.usernameHint":
    "По нему можно входить вместо почты. 3–30 букв, цифр, точек или подчёркиваний.",
  "signUp.passwordHint": "Не меньше 8 символов.",
  "signUp.pending": "Создаём аккаунт…",
  "signUp.submit": "Создать аккаунт",

  "username.checking": "Проверяем…",
  "username.available": "Свободно",

  "social.providers": "Сервисы для входа",
  "social.opening": "Открываем {provider}…",
  "social.continueWith": "Войти через {provider}",
  "social.orSignUpWithEmail": "или зарегистрируйтесь по почте",
  "social.orUseEmail": "или войдите по почте",

  "magicLink.open": "Лучше пришлите мне ссылку для входа",
  "magicLink.email": "Почта для ссылки на вход",
  "magicLink.sent":
    "Если у {email} есть аккаунт или его можно создать, ссылка для входа уже в пути. Она сработает один раз в течение 5 минут.",
  "magicLink.submit": "Прислать ссылку",

  "error.INVALID_EMAIL_OR_PASSWORD": "Такой пары почты и пароля нет ни у одного аккаунта.",
  "error.INVALID_USERNAME_OR_PASSWORD":
    "Такой пары имени пользователя и пароля нет ни у одного аккаунта.",
  "error.EMAIL_NOT_VERIFIED":
    "Ваш адрес ещё не подтверждён. Перейдите по ссылке из нашего письма (мы только что отправили новую).",
  "error.USER_ALREADY_EXISTS": "Аккаунт с этим адресом уже существует.",
  "error.INVALID_PASSWORD": "Пароль неверный.",
  "error.CREDENTIAL_ACCOUNT_NOT_FOUND": "У этого аккаунта ещё нет пароля.",
  "error.USERNAME_IS_ALREADY_TAKEN": "Это имя пользователя занято. Попробуйте другое.",
  "error.INVALID_TOKEN": "Ссылка недействительна, уже использована или устарела. Запросите новую.",
  "error.TOKEN_EXPIRED": "Срок действия ссылки истёк. Запросите новую.",
  "error.USER_NOT_FOUND": "Мы не нашли такой аккаунт.",
  "error.EMAIL_IS_THE_SAME": "Это и так ваш адрес.",
  "error.SESSION_NOT_FRESH": "Ради безопасности выйдите и войдите снова, прежде чем это делать.",
  "error.SESSION_NOT_FOUND": "Этот сеанс уже завершён.",
  "error.UNAUTHORIZED": "Для этого нужно войти.",
  "error.TOO_MANY_REQUESTS":
    "Слишком много попыток за короткое время. Подождите несколько секунд и попробуйте снова.",
  "error.FAILED_TO_SEND_EMAIL": "Не удалось отправить письмо. Попробуйте ещё раз чуть позже.",
  "error.NETWORK_ERROR": "Сервер недоступен. Проверьте подключение и попробуйте снова.",
  "error.NO_FIELDS_TO_UPDATE": "Ничего не изменилось.",
  "error.unknown": "Что-то пошло не так ({status}).",
  "error.noAnswer": "нет ответа",

  "banned.reason": "Причина: {reason}",
  "banned.endsOn": "Блокировка закончится {end}.",
  "banned.noEnd": "Блокировка бессрочная.",

  "linkError.token_expired": "Срок действия ссылки истёк. Запросите новую ниже.",
  "linkError.invalid_token": "Ссылка недействительна. Возможно, она неполная или уже использована.",
  "linkError.user_not_found": "Аккаунта, для которого была эта ссылка, больше нет.",
  "linkError.unauthorized":
    "Войдите в аккаунт, на адрес которого пришла ссылка, и откройте её снова.",
  "linkError.user_already_exists": "Этот адрес уже занят другим аккаунтом.",
  "linkError.failed_to_send_email": "Не удалось отправить следующее письмо. Попробуйте ещё раз.",
  "linkError.INVALID_TOKEN": "Ссылка недействительна, уже использована или устарела.",
  "linkError.NOT_AUTHENTICATED": "Сначала войдите, а потом снова откройте ссылку из письма.",
  "linkError.EXPIRED_TOKEN":
    "Срок действия ссылки для входа истёк (они действуют 5 минут). Запросите новую.",
  "linkError.new_user_signup_disabled": "Ни один аккаунт не использует этот адрес.",

  "socialError.interrupted": "Вход занял слишком много времени или прервался. Начните заново.",
  "socialError.internal_server_error": "У нас что-то пошло не так. Попробуйте ещё раз.",
  "socialError.account_not_linked":
    "Аккаунт с этим адресом уже существует. Войдите как обычно, а затем привяжите этот сервис на странице аккаунта.",
  "socialError.signup_disabled": "Сейчас нельзя создать новый аккаунт.",
  "socialError.access_denied": "Вход отменён на стороне сервиса.",
  "socialError.invalid_callback_request":
    "Сервис ответил так, что мы его не поняли. Начните заново.",
  "socialError.no_code": "Сервис не завершил вход. Начните заново.",
  "socialError.invalid_code": "Ответ сервиса устарел. Начните заново.",
  "socialError.oauth_provider_not_found": "Этот сервис для входа больше недоступен.",
  "socialError.unable_to_get_user_info":
    "Не удалось прочитать ваш профиль в сервисе. Попробуйте ещё раз.",
  "socialError.email_not_found":
    "Сервис не передал адрес электронной почты, а приложению он нужен.",
  "socialError.email_doesnt_match": "Этот аккаунт сервиса использует другой адрес, не ваш.",
  "socialError.account_already_linked_to_different_user":
    "Этот аккаунт сервиса уже привязан к другому пользователю приложения.",
  "socialError.unable_to_link_account": "Не удалось привязать аккаунт. Попробуйте ещё раз.",
  "socialError.unable_to_create_user": "Не удалось создать аккаунт. Попробуйте ещё раз.",
  "socialError.unable_to_create_session": "Не удалось выполнить вход. Попробуйте ещё раз.",

  "common.backToSignIn": "Вернуться ко входу",
  "common.backToAccount": "Вернуться в аккаунт",
  "common.goToAccount": "Перейти в аккаунт",
  "common.loadingAccount": "Загружаем ваш аккаунт",
  "common.saving": "Сохраняем…",

  "checkEmail.title": "Проверьте почту",
  "checkEmail.subtitle":
    "Мы отправили ссылку на {email}. Откройте её, чтобы подтвердить адрес, — и вы войдёте в аккаунт.",
  "checkEmail.yourAddress": "ваш адрес",
  "checkEmail.didntGetIt": "Письмо не пришло?",
  "checkEmail.spam": "Проверьте папку «Спам» или запросите новую ссылку.",

  "verified.pageTitle": "Почта подтверждена",
  "verified.pageTitleFailed": "Почта не подтверждена",
  "verified.failedTitle": "Не удалось подтвердить вашу почту",
  "verified.verifying": "Подтверждаем…",
  "verified.title": "Ваша почта подтверждена",
  "verified.passwordResetRequired":
    "Ссылку открыли не в том браузере, где создавали аккаунт, поэтому выбранный тогда пароль больше не действует. {link}, чтобы входить с паролем.",
  "verified.chooseNewPassword": "Задайте новый пароль",
  "verified.signedInAs": "Вы вошли как {email}.",
  "verified.thanks": "Спасибо, что подтвердили адрес. Теперь можно войти.",

  "emailChanged.pageTitle": "Почта изменена",
  "emailChanged.pageTitleVerified": "Новая почта подтверждена",
  "emailChanged.pageTitleFailed": "Почта не изменена",
  "emailChanged.failedTitle": "Не удалось изменить вашу почту",
  "emailChanged.changing": "Меняем вашу почту…",
  "emailChanged.signInTitle": "Войдите, чтобы увидеть аккаунт",
  "emailChanged.signInWithNew": "Чтобы продолжить, войдите с новым адресом почты.",
  "emailChanged.verifiedTitle": "Ваш новый адрес подтверждён",
  "emailChanged.usesFromNow": "Теперь ваш аккаунт использует {email}.",
  "emailChanged.title": "Адрес почты изменён",
  "emailChanged.nowUses": "Теперь ваш аккаунт использует {email}. Входите с этим адресом.",

  "field.newPassword": "Новый пароль",
  "field.repeatNewPassword": "Повторите новый пароль",

  "forgot.title": "Сброс пароля",
  "forgot.subtitle":
    "Введите адрес почты вашего аккаунта, и мы пришлём ссылку, чтобы задать новый пароль.",
  "forgot.sent":
    "Если адрес {email} привязан к аккаунту, ссылка для сброса уже в пути. Она действует один час.",
  "forgot.submit": "Отправить ссылку",

  "reset.pageTitleBroken": "Ссылка для сброса",
  "reset.brokenTitle": "Эта ссылка для сброса не работает",
  "reset.askNew": "Запросить новую ссылку",
  "reset.doneTitle": "Пароль изменён",
  "reset.done": "Новый пароль задан, и все устройства вышли из аккаунта. Войдите с новым паролем.",
  "reset.title": "Задайте новый пароль",
  "reset.submit": "Сохранить пароль",

  "authError.title": "Что-то пошло не так",
  "authError.returnToApp": "Вернуться в приложение",
  "authError.code": "Код ошибки: {code}",
  "authError.signInAgain": "Войти снова",

  "deleted.pageTitle": "Аккаунт удалён",
  "deleted.pageTitleFailed": "Аккаунт не удалён",
  "deleted.failedTitle": "Ваш аккаунт не удалён",
  "deleted.title": "Ваш аккаунт удалён",
  "deleted.createNew": "Создать новый аккаунт",
  "deleted.gone": "Ваш аккаунт, его сеансы и способы входа удалены навсегда.",

  "notFound.title": "Страница не найдена",
  "notFound.subtitle": "По этому адресу ничего нет.",
  "notFound.home": "На главную",

  "resend.sent": "Новая ссылка уже в пути на {email}.",
  "resend.submit": "Отправить новую ссылку",

  "unverified.sent":
    "Ещё не подтверждён: мы отправили ссылку на {email}. Откройте её, чтобы подтвердить этот адрес.",
  "unverified.resent":
    "Ещё не подтверждён: новая ссылка уже в пути на {email}. Откройте её, чтобы подтвердить этот адрес.",
  "unverified.sendAgain": "Отправить ссылку ещё раз",

  "impersonation.label": "Вход от имени пользователя",
  "impersonation.using": "Вы как администратор работаете в аккаунте {name}.",
  "impersonation.usingNamed": "Вы как администратор работаете в аккаунте {name} ({email}).",
  "impersonation.switchingBack": "Возвращаемся…",
  "impersonation.stop": "Вернуться в свой аккаунт",

  "orgSwitcher.label": "Организация",
  "orgSwitcher.none": "Без организации",
  "orgSwitcher.personal": "Личное",
  "orgSwitcher.create": "Создать организацию…",
  "orgSwitcher.manage": "Управлять организациями…",

  "device.unknown": "Неизвестное устройство",
  "device.aBrowser": "Браузер",
  "device.browserOnSystem": "{browser} на {system}",

  "account.title": "Настройки аккаунта",
  "account.subtitle": "Управляйте профилем, способами входа и устройствами, на которых вы вошли.",

  "profile.title": "Профиль",
  "profile.description": "Каким вас видят другие.",
  "profile.picture": "URL изображения",
  "profile.pictureHint":
    "Ссылка на квадратную картинку. Оставьте пустым, чтобы показывать инициалы.",
  "profile.saved": "Профиль сохранён.",
  "profile.save": "Сохранить профиль",

  "email.title": "Адрес почты",
  "email.verified": "Подтверждён",
  "email.notVerified": "Не подтверждён",
  "email.new": "Новый адрес почты",
  "email.confirmationSent":
    "Мы отправили ссылку для подтверждения на {email}. Адрес сменится на {target}, когда вы её откроете.",
  "email.changed": "Теперь ваш адрес — {target}.",
  "email.submit": "Изменить почту",

  "password.current": "Текущий пароль",
  "password.signOutOthers": "Выйти на других устройствах",
  "password.changed": "Пароль изменён.",
  "password.changedOthersOut": "Пароль изменён. На других устройствах выполнен выход.",
  "password.submit": "Изменить пароль",

  "setPassword.explain":
    "У этого аккаунта ещё нет пароля: вы входите через {methods}. Чтобы входить и по почте с паролем, задайте его по ссылке, которую мы пришлём.",
  "setPassword.sent":
    "Проверьте {email}: ссылка для создания пароля уже в пути. После этого вы выйдете на всех устройствах и сможете войти по почте с новым паролем.",
  "setPassword.submit": "Прислать ссылку для создания пароля",

  "usernameSection.title": "Имя пользователя",
  "usernameSection.description": "Входите по имени пользователя вместо почты.",
  "usernameSection.yours": "Это ваше имя пользователя.",
  "usernameSection.none": "У вас пока нет имени пользователя.",
  "usernameSection.saved": "Имя пользователя сохранено.",
  "usernameSection.save": "Сохранить имя пользователя",

  "common.creating": "Создаём…",
  "common.deleting": "Удаляем…",
  "common.cancel": "Отмена",

  "sessions.title": "Где выполнен вход",
  "sessions.description": "Завершите сеанс на любом незнакомом устройстве.",
  "sessions.loading": "Загружаем сеансы",
  "sessions.listLabel": "Активные сеансы",
  "sessions.thisDevice": "Это устройство",
  "sessions.signedIn": "вход {date}",
  "sessions.signOutOthers": "Выйти на всех других устройствах",

  "linked.credential": "Почта и пароль",
  "linked.title": "Способы входа",
  "linked.description": "Как можно войти в этот аккаунт.",
  "linked.failed": "Не удалось привязать ({code}).",
  "linked.loading": "Загружаем способы входа",
  "linked.listLabel": "Привязанные аккаунты",
  "linked.since": "привязан {date}",
  "linked.onlyOne":
    "Это ваш единственный способ входа, поэтому его нельзя удалить. Сначала привяжите другой.",
  "linked.linkAnother": "Привязать другой способ входа",
  "linked.link": "Привязать {provider}",
  "linked.unlink": "Отвязать",
  "linked.unlinkNamed": "Отвязать {provider}",
  "linked.unlinking": "Отвязываем…",

  "apiKeys.title": "API-ключи",
  "apiKeys.description":
    "Ключи позволяют скриптам действовать от вашего имени: передавайте ключ в заголовке x-api-key. Отзывайте ключи, которыми больше не пользуетесь.",
  "apiKeys.days": {
    one: "{count} день",
    few: "{count} дня",
    many: "{count} дней",
    other: "{count} дня",
  },
  "apiKeys.oneYear": "1 год",
  "apiKeys.neverExpires": "Бессрочно",
  "apiKeys.neverExpiresLower": "бессрочный",
  "apiKeys.untitled": "Ключ без названия",
  "apiKeys.made":
    "Ваш новый ключ «{name}». Скопируйте его сейчас: он показывается только один раз.",
  "apiKeys.copied": "Скопировано",
  "apiKeys.copy": "Скопировать ключ",
  "apiKeys.madeOn": "создан {date}",
  "apiKeys.expiresOn": "действует до {date}",
  "apiKeys.revoke": "Отозвать",
  "apiKeys.none": "Ключей пока нет.",
  "apiKeys.name": "Название ключа",
  "apiKeys.namePlaceholder": "Скрипт деплоя",
  "apiKeys.expires": "Срок действия",
  "apiKeys.create": "Создать ключ",

  "deleteAccount.title": "Удаление аккаунта",
  "deleteAccount.description":
    "При удалении аккаунта исчезнут профиль, сеансы и способы входа. Это нельзя отменить.",
  "deleteAccount.mailed":
    "Почти готово: мы отправили ссылку для подтверждения на {email}. Аккаунт будет удалён, когда вы её откроете.",
  "deleteAccount.password": "Введите пароль для подтверждения",
  "deleteAccount.confirm": "Удалить мой аккаунт",
  "deleteAccount.start": "Удалить аккаунт…",

  "common.remove": "Удалить",

  "role.member": "Участник",
  "role.admin": "Администратор",
  "role.owner": "Владелец",
  "role.memberMay": "видит организацию",
  "role.adminMay": "управляет участниками, приглашениями и командами",
  "role.ownerMay": "всё, включая удаление организации",

  "organization.none.title": "Организации",
  "organization.none.description":
    "Вы не состоите ни в одной организации. Создайте её или примите приглашение из почты.",
  "organization.yourRole": "ваша роль: {role}",

  "invitation.pageTitle": "Приглашение",
  "invitation.title": "Вас пригласили",
  "invitation.loading": "Загружаем приглашение",
  "invitation.missing": "Такого приглашения нет.",
  "invitation.missingWhy":
    "Возможно, его отменили, на него уже ответили или его отправили на другой адрес, не тот, с которым вы вошли.",
  "invitation.invited": "{inviter} приглашает вас в {organization} с ролью «{role}».",
  "invitation.joining": "Присоединяемся…",
  "invitation.accept": "Принять и присоединиться",
  "invitation.decline": "Отклонить",
  "invitation.noId": "В ссылке нет приглашения. Откройте её снова из письма.",
  "invitation.signInFirst":
    "Войдите с адресом, на который пришло приглашение, и вы вернётесь сюда, чтобы ответить.",

  "createOrg.nameRequired": "Дайте организации название.",
  "createOrg.slugInvalid":
    "Используйте строчные латинские буквы, цифры и дефисы, например acme-inc.",
  "createOrg.slugTaken": "Этот адрес занят. Попробуйте другой.",
  "createOrg.titleFirst": "Создайте организацию",
  "createOrg.titleAnother": "Создать ещё одну организацию",
  "createOrg.description":
    "Организации объединяют людей: приглашайте участников, назначайте им роли и делите их на команды.",
  "createOrg.slug": "Адрес",
  "createOrg.slugHint": "Строчные буквы, цифры и дефисы; уникален во всём приложении.",
  "createOrg.submit": "Создать организацию",

  "orgSettings.title": "Настройки",
  "orgSettings.description": "Как организация называется и выглядит.",
  "orgSettings.readOnly": "Менять их могут только владельцы и администраторы.",
  "orgSettings.logo": "URL логотипа",
  "orgSettings.logoHint":
    "Ссылка на квадратную картинку. Оставьте пустым, чтобы показывать инициалы.",
  "orgSettings.saved": "Настройки сохранены.",
  "orgSettings.save": "Сохранить настройки",

  "members.title": "Участники",
  "members.you": "Вы",
  "members.roleOf": "Роль: {name}",
  "members.count": {
    one: "{count} человек в {organization}.",
    few: "{count} человека в {organization}.",
    many: "{count} человек в {organization}.",
    other: "{count} человека в {organization}.",
  },

  "invitations.title": "Приглашения",
  "invitations.description":
    "Приглашайте людей по почте. Они принимают приглашение по ссылке из письма.",
  "invitations.role": "Роль",
  "invitations.roleOption": "{role}: {description}",
  "invitations.sent": "Приглашение отправлено на {email}.",
  "invitations.submit": "Отправить приглашение",
  "invitations.pending": "Ожидают ответа",
  "invitations.none": "Нет приглашений, ожидающих ответа.",
  "invitations.pendingLabel": "Приглашения, ожидающие ответа",
  "invitations.until": "до {date}",

  "teams.title": "Команды",
  "teams.description": "Разделите участников организации на команды.",
  "teams.name": "Название команды",
  "teams.rename": "Переименовать",
  "teams.none": "Команд пока нет.",
  "teams.new": "Новая команда",
  "teams.placeholder": "Дизайн",
  "teams.create": "Создать команду",

  "leave.title": "Выйти или удалить",
  "leave.leave": "Выйти из {organization}",
  "leave.delete": "Удалить {organization}",
  "leave.leaveWarning": "Вы потеряете доступ к {organization}, пока вас снова не пригласят.",
  "leave.deleteWarning":
    "{organization} вместе с участниками, приглашениями и командами будет удалена для всех.",
  "leave.confirmLeave": "Да, выйти",
  "leave.confirmDelete": "Да, удалить",
  "leave.keep": "Оставить",

  "adminUsers.pageTitle": "Администрирование · Пользователи",
  "adminUsers.title": "Пользователи",
  "adminUsers.subtitle":
    "Найдите пользователя, чтобы увидеть его сеансы, сменить роль или пароль, заблокировать его или войти от его имени.",
  "adminUsers.loading": "Загружаем пользователей",
  "adminUsers.columnUser": "Пользователь",
  "adminUsers.columnRole": "Роль и статус",
  "adminUsers.columnJoined": "Регистрация",
  "adminUsers.noEmailMatch": "Ни один адрес почты не содержит «{search}».",
  "adminUsers.noNameMatch": "Ни одно имя не содержит «{search}».",
  "adminUsers.none": "Пользователей пока нет.",
  "adminUsers.searchLabel": "Поиск пользователей",
  "adminUsers.search": "Найти",
  "adminUsers.searchIn": "Где",
  "adminUsers.partOfEmail": "Часть адреса почты",
  "adminUsers.partOfName": "Часть имени",
  "adminUsers.caseHint": "В именах важен регистр: «Grace» найдёт Grace Hopper, а «grace» — нет.",
  "adminUsers.sort": "Сортировка",
  "adminUsers.sortNewest": "Сначала новые",
  "adminUsers.sortOldest": "Сначала старые",
  "adminUsers.sortName": "Имя, от А до Я",
  "adminUsers.sortEmail": "Почта, от А до Я",

  "pager.label": "Страницы пользователей",
  "pager.range": {
    one: "{first}–{last} из {count} пользователя · страница {page} из {pages}",
    few: "{first}–{last} из {count} пользователей · страница {page} из {pages}",
    many: "{first}–{last} из {count} пользователей · страница {page} из {pages}",
    other: "{first}–{last} из {count} пользователя · страница {page} из {pages}",
  },
  "pager.total": {
    one: "{count} пользователь",
    few: "{count} пользователя",
    many: "{count} пользователей",
    other: "{count} пользователя",
  },
  "pager.previous": "Назад",
  "pager.next": "Далее",

  "notAllowed.pageTitle": "Нет доступа",
  "notAllowed.title": "У вас нет доступа к этой странице",
  "notAllowed.subtitle":
    "Раздел администрирования — для администраторов. У вашего аккаунта нет роли admin; попросите её у администратора, если она нужна.",

  "adminRole.user": "Пользователь",
  "adminRole.admin": "Администратор",
  "adminRole.userMay": "без прав администратора",
  "adminRole.adminMay": "все действия администратора",
  "adminRole.description":
    "Администраторы могут открывать этот раздел и управлять любым пользователем.",
  "adminRole.label": "Роль этого пользователя",
  "adminRole.saved": "Роль сохранена.",
  "adminRole.save": "Сохранить роль",

  "adminUser.pageTitle": "Администрирование · {name}",
  "adminUser.allUsers": "Все пользователи",
  "adminUser.loading": "Загружаем пользователя",
  "adminUser.joined": "зарегистрирован {date}",
  "adminUser.yourself":
    "Это вы: ваши сеансы ниже, а свои данные можно изменить в {link}. Здесь никто не может заблокировать, понизить, подменить или удалить сам себя.",
  "adminUser.accountSettings": "настройках аккаунта",
  "adminUser.banned": "Заблокирован",
  "adminUser.unverified": "Не подтверждён",

  "ban.oneHour": "1 час",
  "ban.oneDay": "1 день",
  "ban.sevenDays": "7 дней",
  "ban.thirtyDays": "30 дней",
  "ban.untilUnbanned": "До разблокировки",
  "ban.reasonTooLong": "Причина должна быть короче {max} символов.",
  "ban.title": "Блокировка",
  "ban.cantSignIn": "Этот пользователь не может войти.",
  "ban.bannedFor": "Заблокирован по причине «{reason}» до разблокировки.",
  "ban.bannedForUntil": "Заблокирован по причине «{reason}» до {date}.",
  "ban.bannedUntil": "Заблокирован до {date}.",
  "ban.bannedUntilUnbanned": "Заблокирован до разблокировки.",
  "ban.unbanning": "Разблокируем…",
  "ban.unban": "Разблокировать",
  "ban.description":
    "Завершает все сеансы пользователя и не даёт войти, пока блокировка не закончится. Пользователь видит причину.",
  "ban.reason": "Причина (её увидит пользователь)",
  "ban.reasonPlaceholder": "например, спам",
  "ban.for": "Срок",
  "ban.banning": "Блокируем…",
  "ban.submit": "Заблокировать",

  "impersonate.title": "Войти от имени пользователя",
  "impersonate.description":
    "Посмотрите на приложение его глазами, чтобы помочь или разобраться в проблеме. Вы остаётесь администратором: баннер на каждой странице вернёт вас обратно.",
  "impersonate.switching": "Переключаемся…",
  "impersonate.banned":
    "Нельзя войти от имени заблокированного пользователя: сначала разблокируйте его.",
  "impersonate.submit": "Войти как {name}",

  "removeUser.title": "Удаление пользователя",
  "removeUser.description":
    "Удаляет аккаунт вместе с сеансами и способами входа. Это нельзя отменить.",
  "removeUser.confirmQuestion": "Удалить {email} навсегда?",
  "removeUser.removing": "Удаляем…",
  "removeUser.confirm": "Да, удалить пользователя",
  "removeUser.start": "Удалить пользователя…",

  "adminPassword.description":
    "Задайте пользователю новый пароль, например если он не может войти. Сообщите его по надёжному каналу.",
  "adminPassword.saved": "Пароль задан.",
  "adminPassword.submit": "Задать пароль",

  "userSessions.title": "Сеансы",
  "userSessions.description":
    "Где выполнен вход у этого пользователя. Завершённый сеанс сразу выходит из аккаунта на том устройстве.",
  "userSessions.none": "Нигде не выполнен вход.",
  "userSessions.listLabel": "Сеансы пользователя",
  "userSessions.impersonation": "Вход администратора от имени пользователя",
  "userSessions.ends": "до {date}",
  "userSessions.signOutEverywhere": "Выйти на всех устройствах",

  "provider.local": "Локальный тестовый сервис",
  "provider.localSecond": "Второй локальный тестовый сервис",
};
