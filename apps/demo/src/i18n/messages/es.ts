import type { Catalogue } from "../catalogue";

export const es: Catalogue = {
  "app.loading": "Cargando",
  "language.label": "Idioma",
  "header.navLabel": "Cuenta",
  "header.adminArea": "Administración",
  "header.signingOut": "Cerrando sesión…",
  "header.signOut": "Cerrar sesión",
  "header.signIn": "Iniciar sesión",
  "header.signUp": "Registrarse",
  "footer.credit": "Tollgate Demo · cuentas con @tollgate/auth-server",
  "devMailbox.open": "Abrir el buzón de desarrollo",
  "common.sending": "Enviando…",
  "captcha.failed": "No se pudo cargar el captcha. Revisa tu conexión y recarga la página.",

  "field.name": "Nombre",
  "field.email": "Correo electrónico",
  "field.password": "Contraseña",
  "field.nameRequired": "Escribe tu nombre.",
  "field.emailRequired": "Escribe tu correo electrónico.",
  "field.emailInvalid": "Escribe un correo válido, como nombre@example.com.",
  "field.identifierRequired": "Escribe tu correo electrónico o tu nombre de usuario.",
  "field.passwordRequired": "Escribe tu contraseña.",
  "field.currentPasswordRequired": "Escribe tu contraseña actual.",
  "field.passwordTooShort": "Usa al menos 8 caracteres.",
  "field.passwordTooLong": "Usa como máximo 128 caracteres.",
  "field.passwordsDiffer": "Las dos contraseñas no coinciden.",
  "field.usernameTooShort": "Los nombres de usuario tienen al menos 3 caracteres.",
  "field.usernameTooLong": "Los nombres de usuario tienen como máximo 30 caracteres.",
  "field.usernameInvalid": "Usa solo letras, números, puntos y guiones bajos.",
  "field.imageInvalid":
    "Escribe una dirección web que empiece por https:// o http://, o déjalo vacío.",

  "signIn.pageTitle": "Iniciar sesión",
  "signIn.title": "Hola de nuevo",
  "signIn.subtitle": "Inicia sesión con tu correo electrónico o tu nombre de usuario.",
  "signIn.newHere": "¿Eres nuevo?",
  "signIn.createAccount": "Crea una cuenta",
  "signIn.identifier": "Correo o nombre de usuario",
  "signIn.forgotPassword": "¿Olvidaste tu contraseña?",
  "signIn.rememberMe": "Mantener la sesión iniciada en este dispositivo",
  "signIn.pending": "Iniciando sesión…",
  "signIn.submit": "Iniciar sesión",

  "signUp.pageTitle": "Registrarse",
  "signUp.title": "Crea tu cuenta",
  "signUp.subtitle":
    "Es cuestión de un minuto. Te enviaremos un enlace para confirmar tu dirección.",
  "signUp.haveAccount": "¿Ya tienes una cuenta?",
  "signUp.signIn": "Inicia sesión",
  "signUp.username": "Nombre de usuario (opcional)",
  "signUp.usernameHint":
    "Úsalo para iniciar sesión en lugar de tu correo. De 3 a 30 letras, números, puntos o guiones bajos.",
  "signUp.passwordHint": "Al menos 8 caracteres.",
  "signUp.pending": "Creando tu cuenta…",
  "signUp.submit": "Crear cuenta",

  "username.checking": "Comprobando…",
  "username.available": "Disponible",

  "social.providers": "Proveedores de inicio de sesión",
  "social.opening": "Abriendo {provider}…",
  "social.continueWith": "Continuar con {provider}",
  "social.orSignUpWithEmail": "o regístrate con tu correo",
  "social.orUseEmail": "o usa tu correo",

  "magicLink.open": "Mejor envíame un enlace de acceso",
  "magicLink.email": "Correo para el enlace de acceso",
  "magicLink.sent":
    "Si {email} tiene una cuenta o puede abrir una, el enlace de acceso va en camino. Funciona una vez, durante 5 minutos.",
  "magicLink.submit": "Enviarme un enlace",

  "error.INVALID_EMAIL_OR_PASSWORD":
    "Ese correo y esa contraseña no corresponden a ninguna cuenta.",
  "error.INVALID_USERNAME_OR_PASSWORD":
    "Ese nombre de usuario y esa contraseña no corresponden a ninguna cuenta.",
  "error.EMAIL_NOT_VERIFIED":
    "Tu correo aún no está verificado. Sigue el enlace que te enviamos (acabamos de mandarte uno nuevo).",
  "error.USER_ALREADY_EXISTS": "Ya existe una cuenta con este correo electrónico.",
  "error.INVALID_PASSWORD": "Esa contraseña no es correcta.",
  "error.CREDENTIAL_ACCOUNT_NOT_FOUND": "Esta cuenta aún no tiene contraseña.",
  "error.USERNAME_IS_ALREADY_TAKEN": "Ese nombre de usuario ya está en uso. Prueba con otro.",
  "error.INVALID_TOKEN": "Este enlace no es válido, ya se usó o caducó. Pide uno nuevo.",
  "error.TOKEN_EXPIRED": "Este enlace ha caducado. Pide uno nuevo.",
  "error.USER_NOT_FOUND": "No encontramos esa cuenta.",
  "error.EMAIL_IS_THE_SAME": "Ese ya es tu correo electrónico.",
  "error.SESSION_NOT_FRESH":
    "Por tu seguridad, cierra sesión y vuelve a entrar antes de hacer esto.",
  "error.SESSION_NOT_FOUND": "Esa sesión ya ha terminado.",
  "error.UNAUTHORIZED": "Necesitas iniciar sesión para esto.",
  "error.TOO_MANY_REQUESTS":
    "Demasiados intentos en poco tiempo. Espera unos segundos y vuelve a intentarlo.",
  "error.FAILED_TO_SEND_EMAIL": "No pudimos enviar el correo. Vuelve a intentarlo en un momento.",
  "error.NETWORK_ERROR":
    "No podemos conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.",
  "error.NO_FIELDS_TO_UPDATE": "No ha cambiado nada.",
  "error.unknown": "Algo salió mal ({status}).",
  "error.noAnswer": "sin respuesta",

  "banned.message": "Se te ha bloqueado el acceso a esta aplicación.",
  "banned.reason": "Motivo: {reason}",
  "banned.endsOn": "El bloqueo termina el {end}.",
  "banned.noEnd": "El bloqueo no tiene fecha de fin.",

  "linkError.token_expired": "Este enlace ha caducado. Pide uno nuevo abajo.",
  "linkError.invalid_token": "Este enlace no es válido. Puede estar incompleto o ya usado.",
  "linkError.user_not_found": "La cuenta a la que iba este enlace ya no existe.",
  "linkError.unauthorized":
    "Inicia sesión con la cuenta a la que se envió este enlace y vuelve a abrirlo.",
  "linkError.user_already_exists": "Otra cuenta ya usa ese correo electrónico.",
  "linkError.failed_to_send_email": "No pudimos enviar el siguiente correo. Vuelve a intentarlo.",
  "linkError.INVALID_TOKEN": "Este enlace no es válido, ya se usó o caducó.",
  "linkError.NOT_AUTHENTICATED":
    "Inicia sesión primero y luego vuelve a abrir el enlace de tu correo.",
  "linkError.EXPIRED_TOKEN": "Este enlace de acceso ha caducado (duran 5 minutos). Pide uno nuevo.",
  "linkError.new_user_signup_disabled": "Ninguna cuenta usa este correo electrónico.",

  "socialError.interrupted":
    "El inicio de sesión tardó demasiado o se interrumpió. Empieza de nuevo.",
  "socialError.internal_server_error": "Algo salió mal por nuestra parte. Vuelve a intentarlo.",
  "socialError.account_not_linked":
    "Ya existe una cuenta con este correo. Inicia sesión como sueles hacerlo y vincula este proveedor desde la página de tu cuenta.",
  "socialError.signup_disabled": "Ahora mismo no se pueden crear cuentas nuevas.",
  "socialError.access_denied": "El inicio de sesión se canceló en el proveedor.",
  "socialError.invalid_callback_request":
    "El proveedor respondió de una forma que no entendimos. Empieza de nuevo.",
  "socialError.no_code": "El proveedor no completó el inicio de sesión. Empieza de nuevo.",
  "socialError.invalid_code": "La respuesta del proveedor había caducado. Empieza de nuevo.",
  "socialError.oauth_provider_not_found":
    "Ese proveedor de inicio de sesión ya no está disponible.",
  "socialError.unable_to_get_user_info":
    "No pudimos leer tu perfil en el proveedor. Vuelve a intentarlo.",
  "socialError.email_not_found":
    "El proveedor no compartió un correo electrónico, y esta aplicación lo necesita.",
  "socialError.email_doesnt_match": "Esa cuenta del proveedor usa un correo distinto del tuyo.",
  "socialError.account_already_linked_to_different_user":
    "Esa cuenta del proveedor ya está vinculada a otro usuario de esta aplicación.",
  "socialError.unable_to_link_account": "No pudimos vincular esa cuenta. Vuelve a intentarlo.",
  "socialError.unable_to_create_user": "No pudimos crear tu cuenta. Vuelve a intentarlo.",
  "socialError.unable_to_create_session": "No pudimos iniciar tu sesión. Vuelve a intentarlo.",
};
