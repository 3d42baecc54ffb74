import { defineCatalogue } from "../define-catalogue";

/** Ukrainian (spec id 1). */
export const uk = defineCatalogue("uk", {
  // @tollgate/auth-server
  USER_NOT_FOUND: "Користувача не знайдено",
  FAILED_TO_CREATE_USER: "Не вдалося створити користувача",
  FAILED_TO_CREATE_SESSION: "Не вдалося створити сеанс",
  FAILED_TO_UPDATE_USER: "Не вдалося оновити дані користувача",
  FAILED_TO_GET_SESSION: "Не вдалося отримати сеанс",
  INVALID_PASSWORD: "Неправильний пароль",
  INVALID_EMAIL: "Некоректна адреса електронної пошти",
  INVALID_EMAIL_OR_PASSWORD: "Неправильна адреса електронної пошти або пароль",
  SOCIAL_ACCOUNT_ALREADY_LINKED: "Цей обліковий запис соцмережі вже прив’язано",
  PROVIDER_NOT_FOUND: "Провайдера не знайдено",
  INVALID_TOKEN: "Недійсний токен",
  ID_TOKEN_NOT_SUPPORTED: "id_token не підтримується",
  FAILED_TO_GET_USER_INFO: "Не вдалося отримати відомості про користувача",
  USER_EMAIL_NOT_FOUND: "Адресу електронної пошти користувача не знайдено",
  EMAIL_NOT_VERIFIED: "Адресу електронної пошти не підтверджено",
  PASSWORD_TOO_SHORT: "Пароль закороткий",
  PASSWORD_TOO_LONG: "Пароль задовгий",
  USER_ALREADY_EXISTS: "Користувач уже існує",
  EMAIL_CAN_NOT_BE_UPDATED: "Адресу електронної пошти не можна змінити",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Обліковий запис із паролем не знайдено",
  SESSION_EXPIRED: "Сеанс завершився. Увійдіть знову, щоб виконати цю дію.",
  SESSION_NOT_FRESH: "Сеанс застарий для цієї дії",
  CREDENTIAL_SESSION_NOT_ALLOWED:
    "Для цієї дії потрібен вхід: сеанс, створений з API-ключа, не може її виконати",
  CREDENTIAL_PERMISSION_MISSING: "Дозволи API-ключа не дозволяють цю дію",
  FAILED_TO_UNLINK_LAST_ACCOUNT: "Не можна від’єднати останній обліковий запис",
  ACCOUNT_NOT_FOUND: "Обліковий запис не знайдено",
  UNABLE_TO_CREATE_VERIFICATION: "Не вдалося створити підтвердження",
  VERIFICATION_EMAIL_NOT_ENABLED: "Листи для підтвердження не ввімкнено",
  SESSION_NOT_FOUND: "Сеанс не знайдено",
  HEADERS_IS_REQUIRED: "Потрібні заголовки",
  REQUEST_IS_REQUIRED: "Потрібен запит",
  INVALID_BODY_PARAMETERS: "Некоректні параметри в тілі запиту",
  INVALID_QUERY_PARAMETERS: "Некоректні параметри запиту",
  EMAIL_AND_PASSWORD_NOT_ENABLED: "Вхід за електронною поштою та паролем не ввімкнено",
  RESET_PASSWORD_NOT_ENABLED: "Скидання пароля не ввімкнено",
  CHANGE_EMAIL_DISABLED: "Зміну адреси електронної пошти вимкнено",
  EMAIL_IS_THE_SAME: "Це та сама адреса електронної пошти",
  COULDNT_UPDATE_YOUR_EMAIL: "Не вдалося змінити вашу адресу електронної пошти",
  USER_ALREADY_HAS_PASSWORD: "Користувач уже має пароль",
  EITHER_USER_ID_OR_SESSION_REQUIRED: "Потрібен userId або сеанс",
  PROVIDER_NOT_SUPPORTED: "Провайдер {x} не підтримується",
  PROVIDER_X_NOT_FOUND: "Провайдера {x} не знайдено",
  PROVIDER_DOES_NOT_SUPPORT_REFRESH: "Провайдер {x} не підтримує оновлення токенів",
  FAILED_TO_GET_ACCESS_TOKEN: "Не вдалося отримати дійсний токен доступу",
  FAILED_TO_REFRESH_ACCESS_TOKEN: "Не вдалося оновити токен доступу",
  NOT_AUTHENTICATED: "Ви не ввійшли в систему",
  NOT_AUTHORIZED: "Недостатньо прав",
  SIGN_UP_DISABLED: "Реєстрацію вимкнено",
  INVALID_ORIGIN: "Неприпустиме джерело запиту (Origin)",
  INVALID_CALLBACK_URL: "Неприпустимий callbackURL",
  INVALID_REDIRECT_URL: "Неприпустимий redirectTo",
  INVALID_ERROR_CALLBACK_URL: "Неприпустимий errorCallbackURL",
  INVALID_NEW_USER_CALLBACK_URL: "Неприпустимий newUserCallbackURL",
  CALLBACK_URL_REQUIRED: "Потрібен callbackURL",
  TOO_MANY_REQUESTS: "Забагато запитів. Спробуйте ще раз пізніше.",
  BODY_TOO_LARGE: "Тіло запиту завелике",
  NOT_FOUND: "Не знайдено",
  METHOD_NOT_ALLOWED: "Метод не дозволено",
  INVALID_PATH_PARAMETER:
    "Некоректний параметр шляху {parameter}: помилка у відсотковому кодуванні",
  REQUEST_ABORTED: "Клієнт закрив з’єднання, не дочекавшись передавання тіла запиту",
  OPERATION_REFUSED: "Операцію відхилив хук бази даних",
  INTERNAL_SERVER_ERROR: "Внутрішня помилка сервера",
  SERVICE_TEMPORARILY_UNAVAILABLE: "Сервіс тимчасово недоступний. Спробуйте пізніше.",
  INVALID_JSON: "Некоректний JSON у тілі запиту",
  UNSUPPORTED_MEDIA_TYPE:
    "Непідтримуваний Content-Type: надсилайте application/json (або application/x-www-form-urlencoded)",
  NO_FIELDS_TO_UPDATE: "Немає полів для оновлення",
  INVALID_FIELD: "Неприпустиме значення поля {field}",
  FIELD_REQUIRED: "Поле {field} обов’язкове",
  FIELD_TOO_LONG: {
    count: "max",
    one: "Поле {field} задовге (щонайбільше {max} символ)",
    few: "Поле {field} задовге (щонайбільше {max} символи)",
    many: "Поле {field} задовге (щонайбільше {max} символів)",
    other: "Поле {field} задовге (щонайбільше {max} символу)",
  },
  FIELD_HAS_CONTROL_CHARACTERS: "Поле {field} не повинно містити керівних символів",
  EMAIL_LOCAL_PART_TOO_LONG: {
    count: "max",
    one: "Частина {field} до @ задовга (щонайбільше {max} символ)",
    few: "Частина {field} до @ задовга (щонайбільше {max} символи)",
    many: "Частина {field} до @ задовга (щонайбільше {max} символів)",
    other: "Частина {field} до @ задовга (щонайбільше {max} символу)",
  },
  FAILED_TO_SEND_EMAIL: "Не вдалося надіслати лист",
  TOKEN_EXPIRED: "Термін дії токена минув",
  UNAUTHORIZED: "Немає доступу",
  EMAIL_MISMATCH: "Лист для підтвердження можна надіслати лише на власну адресу",
  DELETE_USER_DISABLED: "Видалення користувачів вимкнено",
  ACCOUNT_NOT_LINKED: "Обліковий запис не прив’язано",
  UNABLE_TO_LINK_ACCOUNT: "Не вдалося прив’язати обліковий запис",
  UNABLE_TO_CREATE_USER: "Не вдалося створити користувача",
  UNABLE_TO_CREATE_SESSION: "Не вдалося створити сеанс",
  SIGNUP_DISABLED: "Реєстрацію вимкнено",

  // @tollgate/auth-server/access
  YOU_ARE_NOT_ALLOWED_TO_ACCESS_RESOURCE: "Ви не маєте доступу до ресурсу: {resource}",
  UNAUTHORIZED_TO_ACCESS_RESOURCE: "Немає прав на доступ до ресурсу «{resource}»",

  // @tollgate/admin-plugin
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "Користувач уже існує. Укажіть іншу адресу електронної пошти.",
  YOU_CANNOT_BAN_YOURSELF: "Не можна заблокувати себе",
  YOU_CANNOT_REMOVE_YOURSELF: "Не можна видалити себе",
  YOU_CANNOT_IMPERSONATE_ADMINS: "Не можна діяти від імені адміністратора",
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: "Не можна призначити роль, якої не існує",
  INVALID_ROLE_TYPE: "Неприпустимий тип ролі",
  NO_DATA_TO_UPDATE: "Немає даних для оновлення",
  PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER:
    "Пароль не можна змінити через update-user. Натомість використовуйте set-user-password",
  USER_ID_CANNOT_BE_UPDATED: "Ідентифікатор користувача змінити не можна",
  BANNED_USER: "Вас заблоковано в цьому застосунку",
  BANNED_UNTIL: "Причина: {reason}. Блокування діє до {expires}.",
  BANNED_WITHOUT_END: "Причина: {reason}. Блокування безстрокове.",
  YOU_ARE_NOT_IMPERSONATING_ANYONE: "Ви зараз не дієте від імені іншого користувача",
  FAILED_TO_FIND_ADMIN_SESSION: "Не вдалося знайти сеанс адміністратора",
  USER_ID_OR_ROLE_IS_REQUIRED: "Потрібен ідентифікатор користувача або роль",
  NO_PERMISSIONS_GIVEN: "Некоректна перевірка прав: не передано жодного дозволу.",
  INVALID_LIST_USERS_FIELD: "Неприпустиме поле: {field}",
  API_KEYS_NOT_ENABLED: "API-ключі на цьому сервері не ввімкнено",

  // @tollgate/api-key-plugin
  KEY_NOT_FOUND: "API-ключ не знайдено",
  KEY_DISABLED: "API-ключ вимкнено",
  KEY_EXPIRED: "Термін дії API-ключа минув",
  USAGE_EXCEEDED: "API-ключ вичерпав ліміт використань",
  RATE_LIMIT_EXCEEDED: "Перевищено ліміт запитів.",
  INVALID_API_KEY: "Недійсний API-ключ.",
  INVALID_USER_ID_FROM_API_KEY: "Ідентифікатор користувача з API-ключа недійсний.",
  SERVER_ONLY_PROPERTY: "Цю властивість можна задати лише з екземпляра auth на сервері.",
  NO_VALUES_TO_UPDATE: "Немає значень для оновлення.",
  EXPIRES_IN_IS_TOO_SMALL: "Значення expiresIn менше за встановлений мінімум.",
  EXPIRES_IN_IS_TOO_LARGE: "Значення expiresIn більше за встановлений максимум.",
  INVALID_PREFIX_LENGTH: "Префікс задовгий або закороткий.",
  INVALID_NAME_LENGTH: "Назва задовга або закоротка.",
  REFILL_AMOUNT_AND_INTERVAL_REQUIRED: "Якщо вказано refillInterval, потрібен і refillAmount",
  REFILL_INTERVAL_AND_AMOUNT_REQUIRED: "Якщо вказано refillAmount, потрібен і refillInterval",
  INSUFFICIENT_API_KEY_PERMISSIONS: "API-ключ не має прав, потрібних для цієї дії.",

  // @tollgate/captcha-plugin
  MISSING_RESPONSE: "Немає відповіді CAPTCHA",
  VERIFICATION_FAILED: "Перевірку CAPTCHA не пройдено",
  UNKNOWN_ERROR: "Щось пішло не так",
  SERVICE_UNAVAILABLE: "Сервіс CAPTCHA недоступний",

  // @tollgate/magic-link-plugin
  EXPIRED_TOKEN: "Термін дії посилання для входу минув",
  NEW_USER_SIGNUP_DISABLED:
    "Реєстрацію вимкнено: немає облікового запису з цією адресою електронної пошти",
  FAILED_TO_SEND_MAGIC_LINK: "Не вдалося надіслати посилання для входу",
  TOO_MANY_MAGIC_LINKS:
    "Для цієї адреси запитано забагато посилань для входу. Спробуйте ще раз пізніше.",

  // @tollgate/passkey-plugin
  CHALLENGE_NOT_FOUND: "Запит не знайдено або він застарів",
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: "Ви не можете зареєструвати цей ключ доступу",
  FAILED_TO_VERIFY_REGISTRATION: "Не вдалося підтвердити реєстрацію",
  PASSKEY_NOT_FOUND: "Ключ доступу не знайдено",
  AUTHENTICATION_FAILED: "Не вдалося виконати вхід",
  FAILED_TO_UPDATE_PASSKEY: "Не вдалося змінити ключ доступу",
  SESSION_REQUIRED: "Щоб зареєструвати ключ доступу, потрібно увійти в обліковий запис",

  // @tollgate/passkey-plugin/client
  AUTH_CANCELLED: "Вхід із ключем доступу скасовано",
  REGISTRATION_CANCELLED: "Додавання ключа доступу скасовано",
  PREVIOUSLY_REGISTERED: "Цей ключ доступу вже зареєстровано",

  // @tollgate/two-factor-plugin
  OTP_NOT_ENABLED: "Одноразові коди не ввімкнено",
  OTP_NOT_CONFIGURED: "Одноразові коди недоступні",
  OTP_HAS_EXPIRED: "Термін дії одноразового коду минув",
  TOTP_NOT_ENABLED: "Застосунок-автентифікатор не налаштовано",
  TOTP_ALREADY_ENABLED: "Застосунок-автентифікатор уже налаштовано",
  TOTP_NOT_CONFIGURED: "Застосунки-автентифікатори недоступні",
  TWO_FACTOR_NOT_ENABLED: "Двофакторну автентифікацію не ввімкнено",
  BACKUP_CODES_NOT_ENABLED: "Резервні коди не ввімкнено",
  INVALID_BACKUP_CODE: "Недійсний резервний код",
  INVALID_CODE: "Недійсний код",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Забагато спроб. Запросіть новий код.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Забагато невдалих спроб підтвердження. Ваш обліковий запис тимчасово заблоковано. Спробуйте пізніше.",
  INVALID_TWO_FACTOR_COOKIE: "Недійсний cookie двофакторної автентифікації",
  TWO_FACTOR_SECRET_UNREADABLE:
    "Секрет двофакторної автентифікації не розшифровується налаштованими секретами: додайте до previousSecrets секрет, з яким його створено",

  // @tollgate/organization-plugin
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION: "Вам не дозволено створювати нові організації",
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS:
    "Ви досягли максимальної кількості організацій",
  ORGANIZATION_ALREADY_EXISTS: "Організація вже існує",
  ORGANIZATION_NOT_FOUND: "Організацію не знайдено",
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: "Користувач не є учасником організації",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION: "Вам не дозволено змінювати цю організацію",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION: "Вам не дозволено видаляти цю організацію",
  NO_ACTIVE_ORGANIZATION: "Немає активної організації",
  MEMBER_NOT_FOUND: "Учасника не знайдено",
  TEAM_NOT_FOUND: "Команду не знайдено",
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER:
    "Ви єдиний власник і не можете залишити організацію",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: "Вам не дозволено видалити цього учасника",
  INVITATION_NOT_FOUND: "Запрошення не знайдено",
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: "Це запрошення адресоване не вам",
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: "Вам не дозволено скасувати це запрошення",
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION:
    "Той, хто запросив, більше не є учасником організації",
  FAILED_TO_RETRIEVE_INVITATION: "Не вдалося отримати запрошення",
  UNABLE_TO_REMOVE_LAST_TEAM: "Не можна видалити останню команду",
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: "Досягнуто ліміту учасників організації",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION:
    "Вам не дозволено видаляти команди в цій організації",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM: "Вам не дозволено змінювати цю команду",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM: "Вам не дозволено видалити цю команду",
  INVITATION_NOT_FOUND_EXCLAMATION: "Запрошення не знайдено!",
  SLUG_IS_TAKEN: "Цей slug уже зайнятий",
  ORGANIZATION_ID_IS_REQUIRED: "Потрібен ідентифікатор організації",
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: "Ви не є учасником цієї організації",
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: "Користувач уже є учасником цієї організації",
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: "Користувача вже запрошено до цієї організації",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: "Вам не дозволено змінювати цього учасника",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION:
    "Вам не дозволено запрошувати користувачів до цієї організації",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE:
    "Вам не дозволено запрошувати користувача з цією роллю",
  YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION:
    "Вам не дозволено створювати команди в цій організації",
  ROLE_NOT_FOUND: "Роль не знайдено",
  TEAM_ALREADY_EXISTS: "Команда з такою назвою вже існує",
  INVALID_TEAM_ID: "Ідентифікатор команди містить зарезервований символ",
  USER_IS_NOT_A_MEMBER_OF_THE_TEAM: "Користувач не є учасником команди",
  YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM: "У вас немає активної команди",
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER:
    "Вам не дозволено додавати учасників до цієї команди",
  YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER:
    "Вам не дозволено вилучати учасників із цієї команди",
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION:
    "Підтвердьте адресу електронної пошти, перш ніж прийняти або відхилити запрошення",
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION:
    "Підтвердьте адресу електронної пошти, щоб переглядати запрошення на цю адресу",

  // @tollgate/audit-log-plugin
  YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS: "Вам не дозволено переглядати події аудиту",
  INVALID_TIME_RANGE: "Недійсний проміжок часу",
  AUDIT_EVENTS_ARE_NOT_STORED: "Події аудиту не зберігаються",

  // @tollgate/username-plugin
  INVALID_USERNAME_OR_PASSWORD: "Неправильне ім’я користувача або пароль",
  UNEXPECTED_ERROR: "Неочікувана помилка",
  USERNAME_IS_ALREADY_TAKEN: "Це ім’я користувача вже зайняте. Виберіть інше.",
  USERNAME_TOO_SHORT: "Ім’я користувача закоротке",
  USERNAME_TOO_LONG: "Ім’я користувача задовге",
  INVALID_USERNAME: "Неприпустиме ім’я користувача",
  INVALID_DISPLAY_USERNAME: "Неприпустиме відображуване ім’я",

  // @tollgate/webhook-verifier
  MISSING_REQUIRED_HEADERS: "Бракує обов’язкових заголовків",
  INVALID_SIGNATURE_HEADERS: "Некоректні заголовки підпису",
  MESSAGE_TIMESTAMP_TOO_OLD: "Позначка часу повідомлення застара",
  MESSAGE_TIMESTAMP_TOO_NEW: "Позначка часу повідомлення надто далеко в майбутньому",
  NO_MATCHING_SIGNATURE_FOUND: "Відповідного підпису не знайдено",
  WEBHOOK_SECRET_IS_REQUIRED: "Потрібен секрет вебхука",
  WEBHOOK_SECRET_IS_EMPTY: "Секрет вебхука порожній",
  WEBHOOK_SECRET_IS_NOT_VALID_BASE64: "Секрет вебхука не є коректним рядком base64",
  WEBHOOK_SECRET_KEY_ENCODING_IS_INVALID: "Неприпустиме кодування ключа секрету вебхука",
  TOLERANCE_MUST_BE_A_NON_NEGATIVE_NUMBER_OF_SECONDS:
    "Допуск має бути невід’ємною кількістю секунд",
  WEBHOOK_ID_IS_REQUIRED: "Потрібен ідентифікатор вебхука",
  WEBHOOK_TIMESTAMP_MUST_BE_WHOLE_SECONDS: "Позначка часу вебхука має бути в цілих секундах",
  WEBHOOK_BODY_MUST_BE_A_STRING_UINT8ARRAY_OR_ARRAYBUFFER:
    "Тіло вебхука має бути рядком, Uint8Array або ArrayBuffer",
  HMAC_BACKEND_MUST_BE_AUTO_WEB_CRYPTO_OR_NODE:
    "Реалізація HMAC має бути однією з: auto, web-crypto або node",
  NODE_CRYPTO_IS_NOT_AVAILABLE_IN_THIS_RUNTIME: "Модуль crypto Node недоступний у цьому середовищі",
  RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED:
    "Потрібне початкове тіло запиту, але його вже розібрано",
  WEBHOOK_PAYLOAD_IS_NOT_VALID_JSON: "Вміст вебхука не є коректним JSON",
  WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT: "Вміст вебхука не є коректною подією",
  WEBHOOK_HANDLER_FAILED: "Помилка в обробнику вебхука",

  // @tollgate/billing-plugin
  PRODUCT_NOT_FOUND: "Продукт не знайдено",
  PRODUCTS_OR_SLUG_IS_REQUIRED: "Потрібні продукти або slug",
  YOU_MUST_BE_LOGGED_IN_TO_CHECKOUT: "Щоб перейти до оплати, увійдіть у систему",
  REFERENCE_ID_IS_REQUIRED: "Не вказано reference id",
  YOU_ARE_NOT_ALLOWED_TO_MANAGE_THE_BILLING_OF_THIS_ORGANIZATION:
    "Вам не дозволено керувати оплатою цієї організації",
  YOU_ARE_NOT_ALLOWED_TO_VIEW_THE_BILLING_OF_THIS_ORGANIZATION:
    "Вам не дозволено переглядати платіжні дані цієї організації",
  INVALID_SUCCESS_URL: "Неприпустимий successUrl",
  INVALID_RETURN_URL: "Неприпустимий returnUrl",
  INVALID_EMBED_ORIGIN: "Неприпустимий embedOrigin",
  CHECKOUT_CREATION_FAILED: "Не вдалося створити сеанс оплати",
  CUSTOMER_PORTAL_CREATION_FAILED: "Не вдалося відкрити портал клієнта",
  CUSTOMER_STATE_UNAVAILABLE: "Стан клієнта недоступний",
  ORDERS_LIST_FAILED: "Не вдалося отримати список замовлень",
  SUBSCRIPTIONS_LIST_FAILED: "Не вдалося отримати список підписок",
  PAYMENTS_PLATFORM_UNAVAILABLE: "Платіжна платформа недоступна",
  PAYMENTS_PLATFORM_REFUSED_THE_REQUEST: "Платіжна платформа відхилила запит",
  PAYMENTS_PLATFORM_RESOURCE_NOT_FOUND: "Ресурс не знайдено на платіжній платформі",
  WEBHOOKS_ARE_NOT_CONFIGURED: "Вебхуки не налаштовано",

  // A social sign-in's ?error= values
  INVALID_CALLBACK_REQUEST: "Не вдалося прочитати відповідь провайдера входу",
  STATE_NOT_FOUND: "Цей вхід було розпочато не тут. Почніть знову.",
  NO_CODE: "Провайдер входу не надіслав код авторизації",
  OAUTH_PROVIDER_NOT_FOUND: "Цей провайдер входу недоступний",
  UNABLE_TO_GET_USER_INFO: "Не вдалося отримати ваш профіль у провайдера входу",
  EMAIL_NOT_FOUND: "Провайдер входу не передав адресу електронної пошти",
  NO_CALLBACK_URL: "Немає сторінки, на яку можна повернутися після входу",
  ACCOUNT_ALREADY_LINKED_TO_DIFFERENT_USER:
    "Цей обліковий запис уже прив’язано до іншого користувача",
  EMAIL_DOES_NOT_MATCH: "Пошта цього облікового запису не збігається з вашою",
  PLEASE_RESTART_THE_PROCESS: "Спроба входу застаріла або вже була використана. Почніть знову.",

  // @tollgate/i18n
  NETWORK_ERROR: "Не вдалося зв’язатися із сервером. Перевірте з’єднання та спробуйте ще раз.",
  ABORTED: "Запит скасовано",
  TOO_MANY_REQUESTS_RETRY_AFTER: {
    count: "seconds",
    one: "Забагато запитів. Спробуйте ще раз через {seconds} секунду.",
    few: "Забагато запитів. Спробуйте ще раз через {seconds} секунди.",
    many: "Забагато запитів. Спробуйте ще раз через {seconds} секунд.",
    other: "Забагато запитів. Спробуйте ще раз через {seconds} секунди.",
  },
});
