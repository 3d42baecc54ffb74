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

  "banned.message": "Вам закрыт доступ к этому приложению.",
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
};
