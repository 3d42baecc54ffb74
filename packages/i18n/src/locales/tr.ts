import { defineCatalogue } from "../define-catalogue";

/**
 * Turkish (spec id 82). A noun after a number stays singular ("en fazla 64 karakter"), so no
 * message needs plural variants; placeholders stand where no suffix has to attach to them.
 */
export const tr = defineCatalogue("tr", {
  // @tollgate/auth-server
  USER_NOT_FOUND: "Kullanıcı bulunamadı",
  FAILED_TO_CREATE_USER: "Kullanıcı oluşturulamadı",
  FAILED_TO_CREATE_SESSION: "Oturum oluşturulamadı",
  FAILED_TO_UPDATE_USER: "Kullanıcı güncellenemedi",
  FAILED_TO_GET_SESSION: "Oturum alınamadı",
  INVALID_PASSWORD: "Geçersiz parola",
  INVALID_EMAIL: "Geçersiz e-posta adresi",
  INVALID_EMAIL_OR_PASSWORD: "E-posta adresi veya parola hatalı",
  SOCIAL_ACCOUNT_ALREADY_LINKED: "Bu sosyal hesap zaten bağlı",
  PROVIDER_NOT_FOUND: "Sağlayıcı bulunamadı",
  INVALID_TOKEN: "Geçersiz token",
  ID_TOKEN_NOT_SUPPORTED: "id_token desteklenmiyor",
  FAILED_TO_GET_USER_INFO: "Kullanıcı bilgileri alınamadı",
  USER_EMAIL_NOT_FOUND: "Kullanıcının e-posta adresi bulunamadı",
  EMAIL_NOT_VERIFIED: "E-posta adresi doğrulanmadı",
  PASSWORD_TOO_SHORT: "Parola çok kısa",
  PASSWORD_TOO_LONG: "Parola çok uzun",
  USER_ALREADY_EXISTS: "Kullanıcı zaten var",
  EMAIL_CAN_NOT_BE_UPDATED: "E-posta adresi değiştirilemez",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Parolalı hesap bulunamadı",
  SESSION_EXPIRED: "Oturumun süresi doldu. Bu işlemi yapmak için yeniden giriş yapın.",
  SESSION_NOT_FRESH: "Oturum bu işlem için yeterince yeni değil",
  CREDENTIAL_SESSION_NOT_ALLOWED:
    "Bu işlem oturum açmış bir kullanıcı gerektirir: API anahtarından oluşan bir oturum bunu yapamaz",
  CREDENTIAL_PERMISSION_MISSING: "API anahtarının izinleri bu işleme izin vermiyor",
  FAILED_TO_UNLINK_LAST_ACCOUNT: "Son hesabınızın bağlantısını kaldıramazsınız",
  ACCOUNT_NOT_FOUND: "Hesap bulunamadı",
  UNABLE_TO_CREATE_VERIFICATION: "Doğrulama oluşturulamadı",
  VERIFICATION_EMAIL_NOT_ENABLED: "Doğrulama e-postası etkin değil",
  SESSION_NOT_FOUND: "Oturum bulunamadı",
  HEADERS_IS_REQUIRED: "Başlıklar gerekli",
  REQUEST_IS_REQUIRED: "İstek gerekli",
  INVALID_BODY_PARAMETERS: "İstek gövdesinde geçersiz parametreler",
  INVALID_QUERY_PARAMETERS: "Geçersiz sorgu parametreleri",
  EMAIL_AND_PASSWORD_NOT_ENABLED: "E-posta ve parola ile giriş etkin değil",
  RESET_PASSWORD_NOT_ENABLED: "Parola sıfırlama etkin değil",
  CHANGE_EMAIL_DISABLED: "E-posta adresini değiştirme devre dışı",
  EMAIL_IS_THE_SAME: "E-posta adresi aynı",
  COULDNT_UPDATE_YOUR_EMAIL: "E-posta adresiniz güncellenemedi",
  USER_ALREADY_HAS_PASSWORD: "Kullanıcının zaten bir parolası var",
  EITHER_USER_ID_OR_SESSION_REQUIRED: "userId veya bir oturum gerekli",
  PROVIDER_NOT_SUPPORTED: "{x} sağlayıcısı desteklenmiyor",
  PROVIDER_X_NOT_FOUND: "{x} sağlayıcısı bulunamadı",
  PROVIDER_DOES_NOT_SUPPORT_REFRESH: "{x} sağlayıcısı token yenilemeyi desteklemiyor",
  FAILED_TO_GET_ACCESS_TOKEN: "Geçerli bir erişim token'ı alınamadı",
  FAILED_TO_REFRESH_ACCESS_TOKEN: "Erişim token'ı yenilenemedi",
  NOT_AUTHENTICATED: "Giriş yapmadınız",
  NOT_AUTHORIZED: "Yetkiniz yok",
  SIGN_UP_DISABLED: "Kayıt devre dışı",
  INVALID_ORIGIN: "Geçersiz kaynak (Origin)",
  INVALID_CALLBACK_URL: "Geçersiz callbackURL",
  INVALID_REDIRECT_URL: "Geçersiz redirectTo",
  INVALID_ERROR_CALLBACK_URL: "Geçersiz errorCallbackURL",
  INVALID_NEW_USER_CALLBACK_URL: "Geçersiz newUserCallbackURL",
  CALLBACK_URL_REQUIRED: "callbackURL gerekli",
  TOO_MANY_REQUESTS: "Çok fazla istek. Lütfen daha sonra tekrar deneyin.",
  BODY_TOO_LARGE: "İstek gövdesi çok büyük",
  NOT_FOUND: "Bulunamadı",
  METHOD_NOT_ALLOWED: "Yönteme izin verilmiyor",
  INVALID_PATH_PARAMETER: "Geçersiz yol parametresi {parameter}: hatalı yüzde kodlaması",
  REQUEST_ABORTED: "İstemci, istek gövdesi gelmeden bağlantıyı kapattı",
  OPERATION_REFUSED: "İşlem bir veritabanı kancası tarafından reddedildi",
  INTERNAL_SERVER_ERROR: "Sunucu hatası",
  SERVICE_TEMPORARILY_UNAVAILABLE:
    "Hizmet geçici olarak kullanılamıyor. Lütfen daha sonra tekrar deneyin.",
  INVALID_JSON: "Geçersiz JSON gövdesi",
  UNSUPPORTED_MEDIA_TYPE:
    "Desteklenmeyen Content-Type: application/json (veya application/x-www-form-urlencoded) gönderin",
  NO_FIELDS_TO_UPDATE: "Güncellenecek alan yok",
  INVALID_FIELD: "{field} alanı için geçersiz değer",
  FIELD_REQUIRED: "{field} alanı zorunludur",
  FIELD_TOO_LONG: "{field} alanı çok uzun (en fazla {max} karakter)",
  FIELD_HAS_CONTROL_CHARACTERS: "{field} alanı kontrol karakterleri içermemelidir",
  EMAIL_LOCAL_PART_TOO_LONG:
    "{field} alanında @ işaretinden önceki kısım çok uzun (en fazla {max} karakter)",
  FAILED_TO_SEND_EMAIL: "E-posta gönderilemedi",
  TOKEN_EXPIRED: "Token'ın süresi doldu",
  UNAUTHORIZED: "Erişim izniniz yok",
  EMAIL_MISMATCH: "Doğrulama e-postasını yalnızca kendi e-posta adresinize gönderebilirsiniz",
  DELETE_USER_DISABLED: "Kullanıcı silme devre dışı",
  ACCOUNT_NOT_LINKED: "Hesap bağlı değil",
  UNABLE_TO_LINK_ACCOUNT: "Hesap bağlanamadı",
  UNABLE_TO_CREATE_USER: "Kullanıcı oluşturulamadı",
  UNABLE_TO_CREATE_SESSION: "Oturum oluşturulamadı",
  SIGNUP_DISABLED: "Kayıt kapalı",

  // @tollgate/auth-server/access
  YOU_ARE_NOT_ALLOWED_TO_ACCESS_RESOURCE: "Bu kaynağa erişim izniniz yok: {resource}",
  UNAUTHORIZED_TO_ACCESS_RESOURCE: "“{resource}” kaynağına erişim yetkiniz yok",

  // @tollgate/admin-plugin
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Kullanıcı zaten var. Başka bir e-posta adresi kullanın.",
  YOU_CANNOT_BAN_YOURSELF: "Kendinizi yasaklayamazsınız",
  YOU_CANNOT_REMOVE_YOURSELF: "Kendinizi kaldıramazsınız",
  YOU_CANNOT_IMPERSONATE_ADMINS: "Yöneticilerin yerine geçemezsiniz",
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: "Var olmayan bir rol atayamazsınız",
  INVALID_ROLE_TYPE: "Geçersiz rol türü",
  NO_DATA_TO_UPDATE: "Güncellenecek veri yok",
  PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER:
    "Parola update-user ile değiştirilemez. Bunun yerine set-user-password uç noktasını kullanın",
  USER_ID_CANNOT_BE_UPDATED: "Kullanıcı kimliği değiştirilemez",
  BANNED_USER: "Bu uygulamadan yasaklandınız",
  BANNED_UNTIL: "Sebep: {reason}. Yasağın bitiş zamanı: {expires}.",
  BANNED_WITHOUT_END: "Sebep: {reason}. Yasak süresizdir.",
  YOU_ARE_NOT_IMPERSONATING_ANYONE: "Şu anda başka bir kullanıcının yerine geçmiyorsunuz",
  FAILED_TO_FIND_ADMIN_SESSION: "Yönetici oturumu bulunamadı",
  USER_ID_OR_ROLE_IS_REQUIRED: "Kullanıcı kimliği veya rol gerekli",
  NO_PERMISSIONS_GIVEN: "Geçersiz izin denetimi: hiçbir izin verilmedi.",
  INVALID_LIST_USERS_FIELD: "Geçersiz alan: {field}",
  API_KEYS_NOT_ENABLED: "Bu sunucuda API anahtarları etkin değil",

  // @tollgate/api-key-plugin
  KEY_NOT_FOUND: "API anahtarı bulunamadı",
  KEY_DISABLED: "API anahtarı devre dışı",
  KEY_EXPIRED: "API anahtarının süresi doldu",
  USAGE_EXCEEDED: "API anahtarı kullanım sınırına ulaştı",
  RATE_LIMIT_EXCEEDED: "İstek sınırı aşıldı.",
  INVALID_API_KEY: "Geçersiz API anahtarı.",
  INVALID_USER_ID_FROM_API_KEY: "API anahtarındaki kullanıcı kimliği geçersiz.",
  SERVER_ONLY_PROPERTY:
    "Ayarlamaya çalıştığınız özellik yalnızca sunucudaki auth örneğinden ayarlanabilir.",
  NO_VALUES_TO_UPDATE: "Güncellenecek değer yok.",
  EXPIRES_IN_IS_TOO_SMALL: "expiresIn, belirlenen en küçük değerden küçük.",
  EXPIRES_IN_IS_TOO_LARGE: "expiresIn, belirlenen en büyük değerden büyük.",
  INVALID_PREFIX_LENGTH: "Önek çok uzun ya da çok kısa.",
  INVALID_NAME_LENGTH: "Ad çok uzun ya da çok kısa.",
  REFILL_AMOUNT_AND_INTERVAL_REQUIRED: "refillInterval verildiğinde refillAmount gerekli",
  REFILL_INTERVAL_AND_AMOUNT_REQUIRED: "refillAmount verildiğinde refillInterval gerekli",
  INSUFFICIENT_API_KEY_PERMISSIONS: "API anahtarı bu işlem için gereken izinlere sahip değil.",

  // @tollgate/captcha-plugin
  MISSING_RESPONSE: "CAPTCHA yanıtı eksik",
  VERIFICATION_FAILED: "CAPTCHA doğrulaması başarısız oldu",
  UNKNOWN_ERROR: "Bir şeyler ters gitti",
  SERVICE_UNAVAILABLE: "CAPTCHA hizmetine ulaşılamıyor",

  // @tollgate/magic-link-plugin
  EXPIRED_TOKEN: "Bu giriş bağlantısının süresi doldu",
  NEW_USER_SIGNUP_DISABLED: "Kayıt devre dışı: bu e-posta adresini kullanan bir hesap yok",
  FAILED_TO_SEND_MAGIC_LINK: "Giriş bağlantısı gönderilemedi",
  TOO_MANY_MAGIC_LINKS:
    "Bu e-posta adresi için çok fazla giriş bağlantısı istendi. Daha sonra tekrar deneyin.",

  // @tollgate/passkey-plugin
  CHALLENGE_NOT_FOUND: "Doğrulama isteği bulunamadı veya süresi doldu",
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: "Bu geçiş anahtarını kaydetme izniniz yok",
  FAILED_TO_VERIFY_REGISTRATION: "Kayıt doğrulanamadı",
  PASSKEY_NOT_FOUND: "Geçiş anahtarı bulunamadı",
  AUTHENTICATION_FAILED: "Kimlik doğrulama başarısız oldu",
  FAILED_TO_UPDATE_PASSKEY: "Geçiş anahtarı güncellenemedi",
  SESSION_REQUIRED: "Geçiş anahtarı kaydetmek için oturum açmış olmanız gerekir",

  // @tollgate/two-factor-plugin
  OTP_NOT_ENABLED: "Tek kullanımlık kodlar etkin değil",
  OTP_NOT_CONFIGURED: "Tek kullanımlık kodlar kullanılamıyor",
  OTP_HAS_EXPIRED: "Tek kullanımlık kodun süresi doldu",
  TOTP_NOT_ENABLED: "Kimlik doğrulama uygulaması kurulmamış",
  TOTP_ALREADY_ENABLED: "Kimlik doğrulama uygulaması zaten kurulu",
  TOTP_NOT_CONFIGURED: "Kimlik doğrulama uygulamaları kullanılamıyor",
  TWO_FACTOR_NOT_ENABLED: "İki adımlı doğrulama etkin değil",
  BACKUP_CODES_NOT_ENABLED: "Yedek kodlar etkin değil",
  INVALID_BACKUP_CODE: "Geçersiz yedek kod",
  INVALID_CODE: "Geçersiz kod",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Çok fazla deneme. Lütfen yeni bir kod isteyin.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Çok fazla başarısız doğrulama denemesi. Hesabınız geçici olarak kilitlendi. Lütfen daha sonra tekrar deneyin.",
  INVALID_TWO_FACTOR_COOKIE: "Geçersiz iki adımlı doğrulama çerezi",
  TWO_FACTOR_SECRET_UNREADABLE:
    "İki adımlı doğrulama sırrı yapılandırılmış sırlarla çözülemiyor: oluşturulduğu sırrı previousSecrets'a ekleyin",

  // @tollgate/organization-plugin
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION: "Yeni bir kuruluş oluşturma izniniz yok",
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS: "En fazla kuruluş sayısına ulaştınız",
  ORGANIZATION_ALREADY_EXISTS: "Kuruluş zaten var",
  ORGANIZATION_NOT_FOUND: "Kuruluş bulunamadı",
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: "Kullanıcı kuruluşun üyesi değil",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION: "Bu kuruluşu güncelleme izniniz yok",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION: "Bu kuruluşu silme izniniz yok",
  NO_ACTIVE_ORGANIZATION: "Etkin kuruluş yok",
  MEMBER_NOT_FOUND: "Üye bulunamadı",
  TEAM_NOT_FOUND: "Ekip bulunamadı",
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER:
    "Tek sahip olduğunuz için kuruluştan ayrılamazsınız",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: "Bu üyeyi çıkarma izniniz yok",
  INVITATION_NOT_FOUND: "Davet bulunamadı",
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: "Bu davetin alıcısı siz değilsiniz",
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: "Bu daveti iptal etme izniniz yok",
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION: "Davet eden kişi artık kuruluşun üyesi değil",
  FAILED_TO_RETRIEVE_INVITATION: "Davet alınamadı",
  UNABLE_TO_REMOVE_LAST_TEAM: "Son ekip kaldırılamaz",
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: "Kuruluşun üye sınırına ulaşıldı",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION: "Bu kuruluşta ekip silme izniniz yok",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM: "Bu ekibi güncelleme izniniz yok",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM: "Bu ekibi silme izniniz yok",
  INVITATION_NOT_FOUND_EXCLAMATION: "Davet bulunamadı!",
  SLUG_IS_TAKEN: "Bu slug zaten kullanılıyor",
  ORGANIZATION_ID_IS_REQUIRED: "Kuruluş kimliği gerekli",
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: "Bu kuruluşun üyesi değilsiniz",
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: "Kullanıcı zaten bu kuruluşun üyesi",
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: "Kullanıcı bu kuruluşa zaten davet edildi",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: "Bu üyeyi güncelleme izniniz yok",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION:
    "Bu kuruluşa kullanıcı davet etme izniniz yok",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE:
    "Bu rolle bir kullanıcıyı davet etme izniniz yok",
  YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION:
    "Bu kuruluşta ekip oluşturma izniniz yok",
  ROLE_NOT_FOUND: "Rol bulunamadı",
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION:
    "Daveti kabul etmeden veya reddetmeden önce e-posta adresinizi doğrulamanız gerekir",
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION:
    "E-posta adresinize gönderilen davetleri görmek için adresinizi doğrulamanız gerekir",

  // @tollgate/audit-log-plugin
  YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS: "Denetim olaylarını listeleme izniniz yok",
  INVALID_TIME_RANGE: "Zaman aralığı geçersiz",
  AUDIT_EVENTS_ARE_NOT_STORED: "Denetim olayları saklanmıyor",

  // @tollgate/username-plugin
  INVALID_USERNAME_OR_PASSWORD: "Kullanıcı adı veya parola hatalı",
  UNEXPECTED_ERROR: "Beklenmeyen bir hata oluştu",
  USERNAME_IS_ALREADY_TAKEN: "Bu kullanıcı adı zaten alınmış. Lütfen başka bir ad deneyin.",
  USERNAME_TOO_SHORT: "Kullanıcı adı çok kısa",
  USERNAME_TOO_LONG: "Kullanıcı adı çok uzun",
  INVALID_USERNAME: "Kullanıcı adı geçersiz",
  INVALID_DISPLAY_USERNAME: "Görünen ad geçersiz",

  // @tollgate/webhook-verifier
  MISSING_REQUIRED_HEADERS: "Zorunlu başlıklar eksik",
  INVALID_SIGNATURE_HEADERS: "Geçersiz imza başlıkları",
  MESSAGE_TIMESTAMP_TOO_OLD: "Mesajın zaman damgası çok eski",
  MESSAGE_TIMESTAMP_TOO_NEW: "Mesajın zaman damgası çok ileri bir tarihte",
  NO_MATCHING_SIGNATURE_FOUND: "Eşleşen imza bulunamadı",
  WEBHOOK_SECRET_IS_REQUIRED: "Webhook sırrı gerekli",
  WEBHOOK_SECRET_IS_EMPTY: "Webhook sırrı boş",
  WEBHOOK_SECRET_IS_NOT_VALID_BASE64: "Webhook sırrı geçerli bir base64 değil",
  WEBHOOK_SECRET_KEY_ENCODING_IS_INVALID: "Webhook sırrının anahtar kodlaması geçersiz",
  TOLERANCE_MUST_BE_A_NON_NEGATIVE_NUMBER_OF_SECONDS:
    "Tolerans, negatif olmayan bir saniye sayısı olmalıdır",
  WEBHOOK_ID_IS_REQUIRED: "Webhook kimliği gerekli",
  WEBHOOK_TIMESTAMP_MUST_BE_WHOLE_SECONDS: "Webhook zaman damgası tam saniye olmalıdır",
  WEBHOOK_BODY_MUST_BE_A_STRING_UINT8ARRAY_OR_ARRAYBUFFER:
    "Webhook gövdesi bir string, Uint8Array veya ArrayBuffer olmalıdır",
  HMAC_BACKEND_MUST_BE_AUTO_WEB_CRYPTO_OR_NODE:
    "HMAC altyapısı auto, web-crypto veya node olmalıdır",
  NODE_CRYPTO_IS_NOT_AVAILABLE_IN_THIS_RUNTIME:
    "Node crypto modülü bu çalışma ortamında kullanılamıyor",
  RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED:
    "Ham istek gövdesi gerekiyor ancak gövde zaten ayrıştırılmış",
  WEBHOOK_PAYLOAD_IS_NOT_VALID_JSON: "Webhook içeriği geçerli bir JSON değil",
  WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT: "Webhook içeriği geçerli bir olay değil",
  WEBHOOK_HANDLER_FAILED: "Webhook işleyicisi başarısız oldu",

  // @tollgate/billing-plugin
  PRODUCT_NOT_FOUND: "Ürün bulunamadı",
  PRODUCTS_OR_SLUG_IS_REQUIRED: "Ürünler veya slug gerekli",
  YOU_MUST_BE_LOGGED_IN_TO_CHECKOUT: "Ödemeye geçmek için giriş yapmalısınız",
  REFERENCE_ID_IS_REQUIRED: "Referans kimliği gerekli",
  YOU_ARE_NOT_ALLOWED_TO_MANAGE_THE_BILLING_OF_THIS_ORGANIZATION:
    "Bu kuruluşun faturalandırmasını yönetme izniniz yok",
  YOU_ARE_NOT_ALLOWED_TO_VIEW_THE_BILLING_OF_THIS_ORGANIZATION:
    "Bu kuruluşun faturalandırmasını görüntüleme izniniz yok",
  INVALID_SUCCESS_URL: "Geçersiz successUrl",
  INVALID_RETURN_URL: "Geçersiz returnUrl",
  INVALID_EMBED_ORIGIN: "Geçersiz embedOrigin",
  CHECKOUT_CREATION_FAILED: "Ödeme oturumu oluşturulamadı",
  CUSTOMER_PORTAL_CREATION_FAILED: "Müşteri portalı açılamadı",
  CUSTOMER_STATE_UNAVAILABLE: "Müşteri durumu alınamıyor",
  ORDERS_LIST_FAILED: "Sipariş listesi alınamadı",
  SUBSCRIPTIONS_LIST_FAILED: "Abonelik listesi alınamadı",
  PAYMENTS_PLATFORM_UNAVAILABLE: "Ödeme platformuna ulaşılamıyor",
  PAYMENTS_PLATFORM_REFUSED_THE_REQUEST: "Ödeme platformu isteği reddetti",
  PAYMENTS_PLATFORM_RESOURCE_NOT_FOUND: "Kaynak ödeme platformunda bulunamadı",
  WEBHOOKS_ARE_NOT_CONFIGURED: "Webhook'lar yapılandırılmamış",

  // A social sign-in's ?error= values
  INVALID_CALLBACK_REQUEST: "Giriş sağlayıcısının yanıtı okunamadı",
  STATE_NOT_FOUND: "Bu giriş burada başlatılmadı. Lütfen baştan başlayın.",
  NO_CODE: "Giriş sağlayıcısı yetkilendirme kodu göndermedi",
  OAUTH_PROVIDER_NOT_FOUND: "Bu giriş sağlayıcısı kullanılamıyor",
  UNABLE_TO_GET_USER_INFO: "Profiliniz giriş sağlayıcısından alınamadı",
  EMAIL_NOT_FOUND: "Giriş sağlayıcısı bir e-posta adresi paylaşmadı",
  NO_CALLBACK_URL: "Girişten sonra dönülecek bir sayfa yok",
  ACCOUNT_ALREADY_LINKED_TO_DIFFERENT_USER: "Bu hesap zaten başka bir kullanıcıya bağlı",
  PLEASE_RESTART_THE_PROCESS: "Girişin süresi doldu veya zaten kullanıldı. Lütfen baştan başlayın.",

  // @tollgate/i18n
  NETWORK_ERROR: "Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.",
  ABORTED: "İstek iptal edildi",
  TOO_MANY_REQUESTS_RETRY_AFTER: "Çok fazla istek. {seconds} saniye sonra tekrar deneyin.",
});
