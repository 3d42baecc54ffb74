import { defineCatalogue } from "../define-catalogue";

/** Spanish (spec id 4). `many` (millions, here written in digits) reads as `other`. */
export const es = defineCatalogue("es", {
  // @tollgate/auth-server
  USER_NOT_FOUND: "No se encontró el usuario",
  FAILED_TO_CREATE_USER: "No se pudo crear el usuario",
  FAILED_TO_CREATE_SESSION: "No se pudo crear la sesión",
  FAILED_TO_UPDATE_USER: "No se pudo actualizar el usuario",
  FAILED_TO_GET_SESSION: "No se pudo obtener la sesión",
  INVALID_PASSWORD: "Contraseña no válida",
  INVALID_EMAIL: "Correo electrónico no válido",
  INVALID_EMAIL_OR_PASSWORD: "Correo electrónico o contraseña incorrectos",
  SOCIAL_ACCOUNT_ALREADY_LINKED: "Esta cuenta social ya está vinculada",
  PROVIDER_NOT_FOUND: "No se encontró el proveedor",
  INVALID_TOKEN: "Token no válido",
  ID_TOKEN_NOT_SUPPORTED: "id_token no es compatible",
  FAILED_TO_GET_USER_INFO: "No se pudo obtener la información del usuario",
  USER_EMAIL_NOT_FOUND: "No se encontró el correo electrónico del usuario",
  EMAIL_NOT_VERIFIED: "Correo electrónico no verificado",
  PASSWORD_TOO_SHORT: "La contraseña es demasiado corta",
  PASSWORD_TOO_LONG: "La contraseña es demasiado larga",
  USER_ALREADY_EXISTS: "El usuario ya existe",
  EMAIL_CAN_NOT_BE_UPDATED: "No se puede cambiar el correo electrónico",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "No se encontró una cuenta con contraseña",
  SESSION_EXPIRED: "La sesión ha caducado. Vuelve a iniciar sesión para realizar esta acción.",
  SESSION_NOT_FRESH: "La sesión no es lo bastante reciente",
  CREDENTIAL_SESSION_NOT_ALLOWED:
    "Esta acción requiere una sesión iniciada: una sesión creada con una clave de API no puede realizarla",
  CREDENTIAL_PERMISSION_MISSING: "Los permisos de la clave de API no permiten esta acción",
  FAILED_TO_UNLINK_LAST_ACCOUNT: "No puedes desvincular tu última cuenta",
  ACCOUNT_NOT_FOUND: "No se encontró la cuenta",
  UNABLE_TO_CREATE_VERIFICATION: "No se pudo crear la verificación",
  VERIFICATION_EMAIL_NOT_ENABLED: "El correo de verificación no está habilitado",
  SESSION_NOT_FOUND: "No se encontró la sesión",
  HEADERS_IS_REQUIRED: "Se requieren las cabeceras",
  REQUEST_IS_REQUIRED: "Se requiere la solicitud",
  INVALID_BODY_PARAMETERS: "Parámetros del cuerpo no válidos",
  INVALID_QUERY_PARAMETERS: "Parámetros de consulta no válidos",
  EMAIL_AND_PASSWORD_NOT_ENABLED: "El inicio de sesión con correo y contraseña no está habilitado",
  RESET_PASSWORD_NOT_ENABLED: "El restablecimiento de contraseña no está habilitado",
  CHANGE_EMAIL_DISABLED: "El cambio de correo electrónico está deshabilitado",
  EMAIL_IS_THE_SAME: "El correo electrónico es el mismo",
  COULDNT_UPDATE_YOUR_EMAIL: "No se pudo actualizar tu correo electrónico",
  USER_ALREADY_HAS_PASSWORD: "El usuario ya tiene una contraseña",
  EITHER_USER_ID_OR_SESSION_REQUIRED: "Se requiere userId o una sesión",
  PROVIDER_NOT_SUPPORTED: "El proveedor {x} no es compatible",
  PROVIDER_X_NOT_FOUND: "No se encontró el proveedor {x}",
  PROVIDER_DOES_NOT_SUPPORT_REFRESH: "El proveedor {x} no permite renovar tokens",
  FAILED_TO_GET_ACCESS_TOKEN: "No se pudo obtener un token de acceso válido",
  FAILED_TO_REFRESH_ACCESS_TOKEN: "No se pudo renovar el token de acceso",
  NOT_AUTHENTICATED: "No has iniciado sesión",
  NOT_AUTHORIZED: "No autorizado",
  SIGN_UP_DISABLED: "El registro está deshabilitado",
  INVALID_ORIGIN: "Origen no válido",
  INVALID_CALLBACK_URL: "callbackURL no válida",
  INVALID_REDIRECT_URL: "redirectTo no válido",
  INVALID_ERROR_CALLBACK_URL: "errorCallbackURL no válida",
  INVALID_NEW_USER_CALLBACK_URL: "newUserCallbackURL no válida",
  CALLBACK_URL_REQUIRED: "Se requiere callbackURL",
  TOO_MANY_REQUESTS: "Demasiadas solicitudes. Vuelve a intentarlo más tarde.",
  BODY_TOO_LARGE: "El cuerpo de la solicitud es demasiado grande",
  NOT_FOUND: "No encontrado",
  METHOD_NOT_ALLOWED: "Método no permitido",
  INVALID_PATH_PARAMETER:
    "Parámetro de ruta {parameter} no válido: codificación porcentual mal formada",
  REQUEST_ABORTED: "El cliente cerró la conexión antes de que llegara el cuerpo de la solicitud",
  OPERATION_REFUSED: "Un hook de la base de datos rechazó la operación",
  INTERNAL_SERVER_ERROR: "Error interno del servidor",
  SERVICE_TEMPORARILY_UNAVAILABLE:
    "Servicio no disponible temporalmente. Vuelve a intentarlo más tarde.",
  INVALID_JSON: "Cuerpo JSON no válido",
  UNSUPPORTED_MEDIA_TYPE:
    "Content-Type no admitido: envía application/json (o application/x-www-form-urlencoded)",
  NO_FIELDS_TO_UPDATE: "No hay campos que actualizar",
  INVALID_FIELD: "Valor no válido para el campo {field}",
  FIELD_REQUIRED: "El campo {field} es obligatorio",
  FIELD_TOO_LONG: {
    count: "max",
    one: "El campo {field} es demasiado largo (máximo {max} carácter)",
    many: "El campo {field} es demasiado largo (máximo {max} caracteres)",
    other: "El campo {field} es demasiado largo (máximo {max} caracteres)",
  },
  FIELD_HAS_CONTROL_CHARACTERS: "El campo {field} no debe contener caracteres de control",
  EMAIL_LOCAL_PART_TOO_LONG: {
    count: "max",
    one: "La parte de {field} antes de la @ es demasiado larga (máximo {max} carácter)",
    many: "La parte de {field} antes de la @ es demasiado larga (máximo {max} caracteres)",
    other: "La parte de {field} antes de la @ es demasiado larga (máximo {max} caracteres)",
  },
  FAILED_TO_SEND_EMAIL: "No se pudo enviar el correo",
  TOKEN_EXPIRED: "El token ha caducado",
  UNAUTHORIZED: "No autorizado para esta acción",
  EMAIL_MISMATCH: "Solo puedes enviar un correo de verificación a tu propia dirección",
  DELETE_USER_DISABLED: "La eliminación de usuarios está deshabilitada",
  ACCOUNT_NOT_LINKED: "La cuenta no está vinculada",
  UNABLE_TO_LINK_ACCOUNT: "No se pudo vincular la cuenta",
  UNABLE_TO_CREATE_USER: "No se pudo crear el usuario",
  UNABLE_TO_CREATE_SESSION: "No se pudo crear la sesión",
  SIGNUP_DISABLED: "Registro deshabilitado",

  // @tollgate/auth-server/access
  YOU_ARE_NOT_ALLOWED_TO_ACCESS_RESOURCE: "No tienes permiso para acceder al recurso: {resource}",
  UNAUTHORIZED_TO_ACCESS_RESOURCE: "Sin autorización para acceder al recurso «{resource}»",

  // @tollgate/admin-plugin
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "El usuario ya existe. Usa otro correo electrónico.",
  YOU_CANNOT_BAN_YOURSELF: "No puedes bloquearte a ti mismo",
  YOU_CANNOT_REMOVE_YOURSELF: "No puedes eliminarte a ti mismo",
  YOU_CANNOT_IMPERSONATE_ADMINS: "No puedes suplantar a administradores",
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: "No puedes asignar un rol que no existe",
  INVALID_ROLE_TYPE: "Tipo de rol no válido",
  NO_DATA_TO_UPDATE: "No hay datos que actualizar",
  PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER:
    "La contraseña no se puede cambiar con update-user. Usa en su lugar el endpoint set-user-password",
  USER_ID_CANNOT_BE_UPDATED: "El ID del usuario no se puede cambiar",
  BANNED_USER: "Se te ha bloqueado el acceso a esta aplicación",
  BANNED_UNTIL: "Motivo: {reason}. El bloqueo termina el {expires}.",
  BANNED_WITHOUT_END: "Motivo: {reason}. El bloqueo es indefinido.",
  YOU_ARE_NOT_IMPERSONATING_ANYONE: "No estás suplantando a nadie",
  FAILED_TO_FIND_ADMIN_SESSION: "No se encontró la sesión del administrador",
  USER_ID_OR_ROLE_IS_REQUIRED: "Se requiere el ID del usuario o el rol",
  NO_PERMISSIONS_GIVEN: "Comprobación de permisos no válida: no se indicó ningún permiso.",
  INVALID_LIST_USERS_FIELD: "Campo no válido: {field}",
  API_KEYS_NOT_ENABLED: "Las claves de API no están habilitadas en este servidor",

  // @tollgate/api-key-plugin
  KEY_NOT_FOUND: "No se encontró la clave de API",
  KEY_DISABLED: "La clave de API está deshabilitada",
  KEY_EXPIRED: "La clave de API ha caducado",
  USAGE_EXCEEDED: "La clave de API ha alcanzado su límite de usos",
  RATE_LIMIT_EXCEEDED: "Se superó el límite de solicitudes.",
  INVALID_API_KEY: "Clave de API no válida.",
  INVALID_USER_ID_FROM_API_KEY: "El ID de usuario de la clave de API no es válido.",
  SERVER_ONLY_PROPERTY:
    "La propiedad que intentas establecer solo se puede establecer desde la instancia de auth del servidor.",
  NO_VALUES_TO_UPDATE: "No hay valores que actualizar.",
  EXPIRES_IN_IS_TOO_SMALL: "expiresIn es menor que el mínimo establecido.",
  EXPIRES_IN_IS_TOO_LARGE: "expiresIn es mayor que el máximo establecido.",
  INVALID_PREFIX_LENGTH: "El prefijo es demasiado largo o demasiado corto.",
  INVALID_NAME_LENGTH: "El nombre es demasiado largo o demasiado corto.",
  REFILL_AMOUNT_AND_INTERVAL_REQUIRED:
    "refillAmount es obligatorio cuando se indica refillInterval",
  REFILL_INTERVAL_AND_AMOUNT_REQUIRED:
    "refillInterval es obligatorio cuando se indica refillAmount",
  INSUFFICIENT_API_KEY_PERMISSIONS:
    "La clave de API no tiene los permisos que requiere esta acción.",

  // @tollgate/captcha-plugin
  MISSING_RESPONSE: "Falta la respuesta del CAPTCHA",
  VERIFICATION_FAILED: "La verificación del CAPTCHA ha fallado",
  UNKNOWN_ERROR: "Algo salió mal",
  SERVICE_UNAVAILABLE: "El servicio de CAPTCHA no está disponible",

  // @tollgate/magic-link-plugin
  EXPIRED_TOKEN: "Este enlace de acceso ha caducado",
  NEW_USER_SIGNUP_DISABLED:
    "El registro está deshabilitado: ninguna cuenta usa este correo electrónico",
  FAILED_TO_SEND_MAGIC_LINK: "No se pudo enviar el enlace de acceso",
  TOO_MANY_MAGIC_LINKS:
    "Se solicitaron demasiados enlaces de acceso para este correo. Vuelve a intentarlo más tarde.",

  // @tollgate/passkey-plugin
  CHALLENGE_NOT_FOUND: "No se encontró el desafío o ha caducado",
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY:
    "No tienes permiso para registrar esta llave de acceso",
  FAILED_TO_VERIFY_REGISTRATION: "No se pudo verificar el registro",
  PASSKEY_NOT_FOUND: "No se encontró la llave de acceso",
  AUTHENTICATION_FAILED: "La autenticación ha fallado",
  FAILED_TO_UPDATE_PASSKEY: "No se pudo actualizar la llave de acceso",
  SESSION_REQUIRED: "Para registrar una llave de acceso debes haber iniciado sesión",

  // @tollgate/passkey-plugin/client
  AUTH_CANCELLED: "Se canceló el inicio de sesión con la llave de acceso",
  REGISTRATION_CANCELLED: "Se canceló el registro de la llave de acceso",
  PREVIOUSLY_REGISTERED: "Esta llave de acceso ya está registrada",

  // @tollgate/two-factor-plugin
  OTP_NOT_ENABLED: "Los códigos de un solo uso no están activados",
  OTP_NOT_CONFIGURED: "Los códigos de un solo uso no están disponibles",
  OTP_HAS_EXPIRED: "El código de un solo uso ha caducado",
  TOTP_NOT_ENABLED: "La aplicación de autenticación no está configurada",
  TOTP_ALREADY_ENABLED: "La aplicación de autenticación ya está configurada",
  TOTP_NOT_CONFIGURED: "Las aplicaciones de autenticación no están disponibles",
  TWO_FACTOR_NOT_ENABLED: "La autenticación en dos pasos no está activada",
  BACKUP_CODES_NOT_ENABLED: "Los códigos de respaldo no están activados",
  INVALID_BACKUP_CODE: "Código de respaldo no válido",
  INVALID_CODE: "Código no válido",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Demasiados intentos. Solicita un código nuevo.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Demasiados intentos de verificación fallidos. Tu cuenta está bloqueada temporalmente. Inténtalo de nuevo más tarde.",
  INVALID_TWO_FACTOR_COOKIE: "Cookie de autenticación en dos pasos no válida",
  TWO_FACTOR_SECRET_UNREADABLE:
    "El secreto de autenticación en dos pasos no se descifra con los secretos configurados: añade a previousSecrets el secreto con el que se creó",

  // @tollgate/organization-plugin
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION: "No tienes permiso para crear una organización",
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS:
    "Has alcanzado el número máximo de organizaciones",
  ORGANIZATION_ALREADY_EXISTS: "La organización ya existe",
  ORGANIZATION_NOT_FOUND: "No se encontró la organización",
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: "El usuario no es miembro de la organización",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION:
    "No tienes permiso para modificar esta organización",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION:
    "No tienes permiso para eliminar esta organización",
  NO_ACTIVE_ORGANIZATION: "No hay ninguna organización activa",
  MEMBER_NOT_FOUND: "No se encontró el miembro",
  TEAM_NOT_FOUND: "No se encontró el equipo",
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER:
    "No puedes abandonar la organización siendo su único propietario",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: "No tienes permiso para eliminar a este miembro",
  INVITATION_NOT_FOUND: "No se encontró la invitación",
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: "No eres el destinatario de esta invitación",
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: "No tienes permiso para cancelar esta invitación",
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION:
    "Quien envió la invitación ya no es miembro de la organización",
  FAILED_TO_RETRIEVE_INVITATION: "No se pudo obtener la invitación",
  UNABLE_TO_REMOVE_LAST_TEAM: "No se puede eliminar el último equipo",
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: "La organización alcanzó su límite de miembros",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION:
    "No tienes permiso para eliminar equipos en esta organización",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM: "No tienes permiso para modificar este equipo",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM: "No tienes permiso para eliminar este equipo",
  INVITATION_NOT_FOUND_EXCLAMATION: "¡No se encontró la invitación!",
  SLUG_IS_TAKEN: "Ese slug ya está en uso",
  ORGANIZATION_ID_IS_REQUIRED: "Se requiere el ID de la organización",
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: "No eres miembro de esta organización",
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: "El usuario ya es miembro de esta organización",
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION:
    "El usuario ya tiene una invitación a esta organización",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: "No tienes permiso para modificar a este miembro",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION:
    "No tienes permiso para invitar usuarios a esta organización",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE:
    "No tienes permiso para invitar a un usuario con este rol",
  YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION:
    "No tienes permiso para crear equipos en esta organización",
  ROLE_NOT_FOUND: "No se encontró el rol",
  TEAM_ALREADY_EXISTS: "Ya existe un equipo con ese nombre",
  INVALID_TEAM_ID: "El ID del equipo contiene un carácter reservado",
  USER_IS_NOT_A_MEMBER_OF_THE_TEAM: "El usuario no es miembro del equipo",
  YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM: "No tienes un equipo activo",
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER:
    "No tienes permiso para añadir miembros a este equipo",
  YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER:
    "No tienes permiso para quitar miembros de este equipo",
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION:
    "Debes verificar tu correo electrónico antes de aceptar o rechazar la invitación",
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION:
    "Debes verificar tu correo electrónico para ver las invitaciones enviadas a esa dirección",

  // @tollgate/audit-log-plugin
  YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS:
    "No tienes permiso para listar los eventos de auditoría",
  INVALID_TIME_RANGE: "El intervalo de tiempo no es válido",
  AUDIT_EVENTS_ARE_NOT_STORED: "Los eventos de auditoría no se almacenan",

  // @tollgate/username-plugin
  INVALID_USERNAME_OR_PASSWORD: "Nombre de usuario o contraseña incorrectos",
  UNEXPECTED_ERROR: "Error inesperado",
  USERNAME_IS_ALREADY_TAKEN: "Ese nombre de usuario ya está en uso. Prueba con otro.",
  USERNAME_TOO_SHORT: "El nombre de usuario es demasiado corto",
  USERNAME_TOO_LONG: "El nombre de usuario es demasiado largo",
  INVALID_USERNAME: "El nombre de usuario no es válido",
  INVALID_DISPLAY_USERNAME: "El nombre visible no es válido",

  // @tollgate/webhook-verifier
  MISSING_REQUIRED_HEADERS: "Faltan cabeceras obligatorias",
  INVALID_SIGNATURE_HEADERS: "Cabeceras de firma no válidas",
  MESSAGE_TIMESTAMP_TOO_OLD: "La marca de tiempo del mensaje es demasiado antigua",
  MESSAGE_TIMESTAMP_TOO_NEW: "La marca de tiempo del mensaje está demasiado en el futuro",
  NO_MATCHING_SIGNATURE_FOUND: "No se encontró ninguna firma coincidente",
  WEBHOOK_SECRET_IS_REQUIRED: "Se requiere el secreto del webhook",
  WEBHOOK_SECRET_IS_EMPTY: "El secreto del webhook está vacío",
  WEBHOOK_SECRET_IS_NOT_VALID_BASE64: "El secreto del webhook no es base64 válido",
  WEBHOOK_SECRET_KEY_ENCODING_IS_INVALID:
    "La codificación de la clave del secreto del webhook no es válida",
  TOLERANCE_MUST_BE_A_NON_NEGATIVE_NUMBER_OF_SECONDS:
    "La tolerancia debe ser un número de segundos no negativo",
  WEBHOOK_ID_IS_REQUIRED: "Se requiere el ID del webhook",
  WEBHOOK_TIMESTAMP_MUST_BE_WHOLE_SECONDS:
    "La marca de tiempo del webhook debe estar en segundos enteros",
  WEBHOOK_BODY_MUST_BE_A_STRING_UINT8ARRAY_OR_ARRAYBUFFER:
    "El cuerpo del webhook debe ser un string, un Uint8Array o un ArrayBuffer",
  HMAC_BACKEND_MUST_BE_AUTO_WEB_CRYPTO_OR_NODE:
    "El backend de HMAC debe ser auto, web-crypto o node",
  NODE_CRYPTO_IS_NOT_AVAILABLE_IN_THIS_RUNTIME:
    "El módulo crypto de Node no está disponible en este entorno",
  RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED:
    "Se necesita el cuerpo sin procesar, pero el cuerpo de la solicitud ya se analizó",
  WEBHOOK_PAYLOAD_IS_NOT_VALID_JSON: "El contenido del webhook no es JSON válido",
  WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT: "El contenido del webhook no es un evento válido",
  WEBHOOK_HANDLER_FAILED: "El manejador del webhook ha fallado",

  // @tollgate/billing-plugin
  PRODUCT_NOT_FOUND: "No se encontró el producto",
  PRODUCTS_OR_SLUG_IS_REQUIRED: "Se requieren productos o un slug",
  YOU_MUST_BE_LOGGED_IN_TO_CHECKOUT: "Debes iniciar sesión para pagar",
  REFERENCE_ID_IS_REQUIRED: "Se requiere el ID de referencia",
  YOU_ARE_NOT_ALLOWED_TO_MANAGE_THE_BILLING_OF_THIS_ORGANIZATION:
    "No tienes permiso para gestionar la facturación de esta organización",
  YOU_ARE_NOT_ALLOWED_TO_VIEW_THE_BILLING_OF_THIS_ORGANIZATION:
    "No tienes permiso para ver la facturación de esta organización",
  INVALID_SUCCESS_URL: "successUrl no válida",
  INVALID_RETURN_URL: "returnUrl no válida",
  INVALID_EMBED_ORIGIN: "embedOrigin no válido",
  CHECKOUT_CREATION_FAILED: "No se pudo crear la sesión de pago",
  CUSTOMER_PORTAL_CREATION_FAILED: "No se pudo abrir el portal del cliente",
  CUSTOMER_STATE_UNAVAILABLE: "El estado del cliente no está disponible",
  ORDERS_LIST_FAILED: "No se pudo obtener la lista de pedidos",
  SUBSCRIPTIONS_LIST_FAILED: "No se pudo obtener la lista de suscripciones",
  PAYMENTS_PLATFORM_UNAVAILABLE: "La plataforma de pagos no está disponible",
  PAYMENTS_PLATFORM_REFUSED_THE_REQUEST: "La plataforma de pagos rechazó la solicitud",
  PAYMENTS_PLATFORM_RESOURCE_NOT_FOUND: "No se encontró el recurso en la plataforma de pagos",
  WEBHOOKS_ARE_NOT_CONFIGURED: "Los webhooks no están configurados",

  // A social sign-in's ?error= values
  INVALID_CALLBACK_REQUEST: "No se pudo leer la respuesta del proveedor de inicio de sesión",
  STATE_NOT_FOUND: "Este inicio de sesión no empezó aquí. Vuelve a empezar.",
  NO_CODE: "El proveedor de inicio de sesión no envió ningún código de autorización",
  OAUTH_PROVIDER_NOT_FOUND: "Este proveedor de inicio de sesión no está disponible",
  UNABLE_TO_GET_USER_INFO: "No se pudo obtener tu perfil del proveedor de inicio de sesión",
  EMAIL_NOT_FOUND: "El proveedor de inicio de sesión no compartió ninguna dirección de correo",
  NO_CALLBACK_URL: "No hay ninguna página a la que volver después de iniciar sesión",
  ACCOUNT_ALREADY_LINKED_TO_DIFFERENT_USER: "Esta cuenta ya está vinculada a otro usuario",
  EMAIL_DOES_NOT_MATCH: "El correo de esa cuenta no es el tuyo",
  PLEASE_RESTART_THE_PROCESS: "El inicio de sesión caducó o ya se usó. Vuelve a empezar.",

  // @tollgate/i18n
  NETWORK_ERROR: "No se pudo conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.",
  ABORTED: "Se canceló la solicitud",
  TOO_MANY_REQUESTS_RETRY_AFTER: {
    count: "seconds",
    one: "Demasiadas solicitudes. Vuelve a intentarlo dentro de {seconds} segundo.",
    many: "Demasiadas solicitudes. Vuelve a intentarlo dentro de {seconds} segundos.",
    other: "Demasiadas solicitudes. Vuelve a intentarlo dentro de {seconds} segundos.",
  },
});
