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

  "common.backToSignIn": "Volver a iniciar sesión",
  "common.backToAccount": "Volver a tu cuenta",
  "common.goToAccount": "Ir a tu cuenta",
  "common.loadingAccount": "Cargando tu cuenta",
  "common.saving": "Guardando…",

  "checkEmail.title": "Revisa tu correo",
  "checkEmail.subtitle":
    "Enviamos un enlace a {email}. Ábrelo para verificar tu dirección y se iniciará tu sesión.",
  "checkEmail.yourAddress": "tu dirección",
  "checkEmail.didntGetIt": "¿No te ha llegado?",
  "checkEmail.spam": "Revisa la carpeta de spam o pide un enlace nuevo.",

  "verified.pageTitle": "Correo verificado",
  "verified.pageTitleFailed": "Correo no verificado",
  "verified.failedTitle": "No pudimos verificar tu correo",
  "verified.verifying": "Verificando…",
  "verified.title": "Tu correo está verificado",
  "verified.passwordResetRequired":
    "Este enlace se abrió en un navegador distinto del que creó la cuenta, así que la contraseña elegida entonces ya no sirve. {link} para iniciar sesión con una.",
  "verified.chooseNewPassword": "Elige una contraseña nueva",
  "verified.signedInAs": "Has iniciado sesión como {email}.",
  "verified.thanks": "Gracias por confirmar tu dirección. Ya puedes iniciar sesión.",

  "emailChanged.pageTitle": "Correo cambiado",
  "emailChanged.pageTitleVerified": "Correo nuevo verificado",
  "emailChanged.pageTitleFailed": "Correo no cambiado",
  "emailChanged.failedTitle": "No pudimos cambiar tu correo",
  "emailChanged.changing": "Cambiando tu correo…",
  "emailChanged.signInTitle": "Inicia sesión para ver tu cuenta",
  "emailChanged.signInWithNew": "Inicia sesión con tu nuevo correo para continuar.",
  "emailChanged.verifiedTitle": "Tu nuevo correo está verificado",
  "emailChanged.usesFromNow": "A partir de ahora tu cuenta usa {email}.",
  "emailChanged.title": "Tu correo ha cambiado",
  "emailChanged.nowUses": "Tu cuenta ahora usa {email}. Inicia sesión con él a partir de ahora.",

  "field.newPassword": "Contraseña nueva",
  "field.repeatNewPassword": "Repite la contraseña nueva",

  "forgot.title": "Restablece tu contraseña",
  "forgot.subtitle":
    "Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.",
  "forgot.sent":
    "Si alguna cuenta usa {email}, le llegará un enlace para restablecer la contraseña. Funciona durante una hora.",
  "forgot.submit": "Enviar enlace",

  "reset.pageTitleBroken": "Enlace de restablecimiento",
  "reset.brokenTitle": "Este enlace de restablecimiento no funciona",
  "reset.askNew": "Pedir un enlace nuevo",
  "reset.doneTitle": "Contraseña cambiada",
  "reset.done":
    "Tu contraseña nueva está guardada y se cerró la sesión en todos los dispositivos. Inicia sesión con ella.",
  "reset.title": "Elige una contraseña nueva",
  "reset.submit": "Guardar contraseña nueva",

  "authError.title": "Algo salió mal",
  "authError.returnToApp": "Volver a la aplicación",
  "authError.code": "Código de error: {code}",
  "authError.signInAgain": "Volver a iniciar sesión",

  "deleted.pageTitle": "Cuenta eliminada",
  "deleted.pageTitleFailed": "Cuenta no eliminada",
  "deleted.failedTitle": "Tu cuenta no se eliminó",
  "deleted.title": "Tu cuenta está eliminada",
  "deleted.createNew": "Crear una cuenta nueva",
  "deleted.gone": "Tu cuenta, sus sesiones y sus métodos de acceso se han borrado para siempre.",

  "notFound.title": "Página no encontrada",
  "notFound.subtitle": "No hay nada en esta dirección.",
  "notFound.home": "Ir al inicio",

  "resend.sent": "Va de camino un enlace nuevo a {email}.",
  "resend.submit": "Enviar un enlace nuevo",

  "unverified.sent":
    "Aún sin verificar: enviamos un enlace a {email}. Ábrelo para verificar esta dirección.",
  "unverified.resent":
    "Aún sin verificar: va de camino un enlace nuevo a {email}. Ábrelo para verificar esta dirección.",
  "unverified.sendAgain": "Volver a enviar el enlace",

  "impersonation.label": "Suplantación",
  "impersonation.using": "Estás usando la cuenta de {name} como administrador.",
  "impersonation.usingNamed": "Estás usando la cuenta de {name} ({email}) como administrador.",
  "impersonation.switchingBack": "Volviendo…",
  "impersonation.stop": "Dejar de suplantar",

  "orgSwitcher.label": "Organización",
  "orgSwitcher.none": "Sin organización",
  "orgSwitcher.personal": "Personal",
  "orgSwitcher.create": "Crear una organización…",
  "orgSwitcher.manage": "Gestionar organizaciones…",

  "device.unknown": "Dispositivo desconocido",
  "device.aBrowser": "Un navegador",
  "device.browserOnSystem": "{browser} en {system}",

  "account.title": "Ajustes de la cuenta",
  "account.subtitle": "Gestiona tu perfil, cómo inicias sesión y dónde tienes la sesión abierta.",

  "profile.title": "Perfil",
  "profile.description": "Cómo te ven los demás.",
  "profile.picture": "URL de la imagen",
  "profile.pictureHint": "Un enlace a una imagen cuadrada. Déjalo vacío para usar tus iniciales.",
  "profile.saved": "Perfil guardado.",
  "profile.save": "Guardar perfil",

  "email.title": "Correo electrónico",
  "email.verified": "Verificado",
  "email.notVerified": "Sin verificar",
  "email.new": "Correo nuevo",
  "email.confirmationSent":
    "Enviamos un enlace de confirmación a {email}. Tu dirección cambiará a {target} cuando lo abras.",
  "email.changed": "Tu dirección ahora es {target}.",
  "email.submit": "Cambiar correo",

  "password.current": "Contraseña actual",
  "password.signOutOthers": "Cerrar sesión en otros dispositivos",
  "password.changed": "Contraseña cambiada.",
  "password.changedOthersOut": "Contraseña cambiada. Se cerró la sesión en tus otros dispositivos.",
  "password.submit": "Cambiar contraseña",

  "setPassword.explain":
    "Esta cuenta aún no tiene contraseña: inicias sesión con {methods}. Para entrar también con tu correo y una contraseña, crea una con el enlace que te enviaremos.",
  "setPassword.sent":
    "Revisa {email}: va de camino el enlace para crear tu contraseña. Al crearla se cerrará tu sesión en todas partes; luego entra con tu correo y la contraseña nueva.",
  "setPassword.submit": "Enviarme un enlace para crear una contraseña",

  "usernameSection.title": "Nombre de usuario",
  "usernameSection.description": "Inicia sesión con tu nombre de usuario en lugar de tu correo.",
  "usernameSection.yours": "Este es tu nombre de usuario.",
  "usernameSection.none": "Aún no tienes nombre de usuario.",
  "usernameSection.saved": "Nombre de usuario guardado.",
  "usernameSection.save": "Guardar nombre de usuario",

  "common.creating": "Creando…",
  "common.deleting": "Eliminando…",
  "common.cancel": "Cancelar",

  "sessions.title": "Dónde tienes la sesión abierta",
  "sessions.description": "Cierra la sesión en cualquier dispositivo que no reconozcas.",
  "sessions.loading": "Cargando sesiones",
  "sessions.listLabel": "Sesiones activas",
  "sessions.thisDevice": "Este dispositivo",
  "sessions.signedIn": "sesión iniciada el {date}",
  "sessions.signOutOthers": "Cerrar sesión en los demás dispositivos",

  "linked.credential": "Correo y contraseña",
  "linked.title": "Métodos de acceso",
  "linked.description": "Las formas en que puedes entrar en esta cuenta.",
  "linked.failed": "No se pudo vincular ({code}).",
  "linked.loading": "Cargando métodos de acceso",
  "linked.listLabel": "Cuentas vinculadas",
  "linked.since": "vinculada el {date}",
  "linked.onlyOne":
    "Es tu única forma de entrar, así que no se puede quitar. Vincula otra primero.",
  "linked.linkAnother": "Vincular otro método de acceso",
  "linked.link": "Vincular {provider}",
  "linked.unlink": "Desvincular",
  "linked.unlinkNamed": "Desvincular {provider}",
  "linked.unlinking": "Desvinculando…",

  "apiKeys.title": "Claves de API",
  "apiKeys.description":
    "Las claves permiten que tus scripts actúen en tu nombre: envía una en la cabecera x-api-key. Revoca las claves que ya no uses.",
  "apiKeys.days": { one: "{count} día", many: "{count} días", other: "{count} días" },
  "apiKeys.oneYear": "1 año",
  "apiKeys.neverExpires": "No caduca nunca",
  "apiKeys.neverExpiresLower": "no caduca nunca",
  "apiKeys.untitled": "Clave sin nombre",
  "apiKeys.made": "Tu clave nueva «{name}». Cópiala ahora: solo se muestra esta vez.",
  "apiKeys.copied": "Copiada",
  "apiKeys.copy": "Copiar clave",
  "apiKeys.madeOn": "creada el {date}",
  "apiKeys.expiresOn": "caduca el {date}",
  "apiKeys.revoke": "Revocar",
  "apiKeys.none": "Aún no hay claves.",
  "apiKeys.name": "Nombre de la clave",
  "apiKeys.namePlaceholder": "Script de despliegue",
  "apiKeys.expires": "Caduca",
  "apiKeys.create": "Crear clave",

  "deleteAccount.title": "Eliminar cuenta",
  "deleteAccount.description":
    "Al eliminar tu cuenta se borran tu perfil, tus sesiones y tus métodos de acceso. No se puede deshacer.",
  "deleteAccount.mailed":
    "Casi listo: enviamos un enlace de confirmación a {email}. Tu cuenta se eliminará cuando lo abras.",
  "deleteAccount.password": "Escribe tu contraseña para confirmar",
  "deleteAccount.confirm": "Eliminar mi cuenta",
  "deleteAccount.start": "Eliminar cuenta…",

  "common.remove": "Quitar",

  "role.member": "Miembro",
  "role.admin": "Administrador",
  "role.owner": "Propietario",
  "role.memberMay": "ve la organización",
  "role.adminMay": "gestiona miembros, invitaciones y equipos",
  "role.ownerMay": "todo, incluso eliminarla",

  "organization.none.title": "Organizaciones",
  "organization.none.description":
    "No estás trabajando en ninguna organización. Crea una o acepta una invitación desde tu correo.",
  "organization.yourRole": "tu rol: {role}",

  "invitation.pageTitle": "Invitación",
  "invitation.title": "Te han invitado",
  "invitation.loading": "Cargando la invitación",
  "invitation.missing": "Esta invitación no existe.",
  "invitation.missingWhy":
    "Puede que se haya cancelado, que ya se haya respondido o que se enviara a otra dirección distinta de la de tu sesión.",
  "invitation.invited": "{inviter} te invitó a unirte a {organization} con el rol {role}.",
  "invitation.joining": "Uniéndote…",
  "invitation.accept": "Aceptar y unirme",
  "invitation.decline": "Rechazar",
  "invitation.noId": "A este enlace le falta la invitación. Vuelve a abrirlo desde el correo.",
  "invitation.signInFirst":
    "Inicia sesión con la dirección a la que se envió la invitación y volverás aquí para responderla.",

  "createOrg.nameRequired": "Ponle un nombre a la organización.",
  "createOrg.slugInvalid": "Usa minúsculas, números y guiones, como acme-inc.",
  "createOrg.slugTaken": "Esa dirección ya está en uso. Prueba con otra.",
  "createOrg.titleFirst": "Crea tu organización",
  "createOrg.titleAnother": "Crear otra organización",
  "createOrg.description":
    "Las organizaciones agrupan personas: invita miembros, dales roles y repártelos en equipos.",
  "createOrg.slug": "Dirección",
  "createOrg.slugHint": "Minúsculas, números y guiones; única en toda la aplicación.",
  "createOrg.submit": "Crear organización",

  "orgSettings.title": "Ajustes",
  "orgSettings.description": "Cómo se llama y se muestra la organización.",
  "orgSettings.readOnly": "Solo los propietarios y administradores pueden cambiar esto.",
  "orgSettings.logo": "URL del logotipo",
  "orgSettings.logoHint": "Un enlace a una imagen cuadrada. Déjalo vacío para usar las iniciales.",
  "orgSettings.saved": "Ajustes guardados.",
  "orgSettings.save": "Guardar ajustes",

  "members.title": "Miembros",
  "members.you": "Tú",
  "members.roleOf": "Rol de {name}",
  "members.count": {
    one: "{count} persona en {organization}.",
    many: "{count} personas en {organization}.",
    other: "{count} personas en {organization}.",
  },

  "invitations.title": "Invitaciones",
  "invitations.description": "Invita a personas por correo. Aceptan desde el enlace del mensaje.",
  "invitations.role": "Rol",
  "invitations.roleOption": "{role}: {description}",
  "invitations.sent": "Invitación enviada a {email}.",
  "invitations.submit": "Enviar invitación",
  "invitations.pending": "Pendientes",
  "invitations.none": "No hay invitaciones pendientes.",
  "invitations.pendingLabel": "Invitaciones pendientes",
  "invitations.until": "hasta el {date}",

  "teams.title": "Equipos",
  "teams.description": "Reparte a los miembros de la organización en equipos.",
  "teams.name": "Nombre del equipo",
  "teams.rename": "Renombrar",
  "teams.none": "Aún no hay equipos.",
  "teams.new": "Equipo nuevo",
  "teams.placeholder": "Diseño",
  "teams.create": "Crear equipo",

  "leave.title": "Salir o eliminar",
  "leave.leave": "Salir de {organization}",
  "leave.delete": "Eliminar {organization}",
  "leave.leaveWarning": "Perderás el acceso a {organization} hasta que alguien vuelva a invitarte.",
  "leave.deleteWarning":
    "{organization}, sus miembros, invitaciones y equipos se eliminarán para todos.",
  "leave.confirmLeave": "Sí, salir",
  "leave.confirmDelete": "Sí, eliminarla",
  "leave.keep": "Mantener",

  "adminUsers.pageTitle": "Administración · Usuarios",
  "adminUsers.title": "Usuarios",
  "adminUsers.subtitle":
    "Busca un usuario para ver sus sesiones, cambiar su rol o contraseña, bloquearlo o actuar como él.",
  "adminUsers.loading": "Cargando usuarios",
  "adminUsers.columnUser": "Usuario",
  "adminUsers.columnRole": "Rol y estado",
  "adminUsers.columnJoined": "Alta",
  "adminUsers.noEmailMatch": "Ningún correo de usuario contiene «{search}».",
  "adminUsers.noNameMatch": "Ningún nombre de usuario contiene «{search}».",
  "adminUsers.none": "Aún no hay usuarios.",
  "adminUsers.searchLabel": "Buscar usuarios",
  "adminUsers.search": "Buscar",
  "adminUsers.searchIn": "En",
  "adminUsers.partOfEmail": "Parte de un correo",
  "adminUsers.partOfName": "Parte de un nombre",
  "adminUsers.caseHint":
    "Los nombres distinguen mayúsculas: «Grace» encuentra a Grace Hopper, «grace» no.",
  "adminUsers.sort": "Orden",
  "adminUsers.sortNewest": "Más recientes primero",
  "adminUsers.sortOldest": "Más antiguos primero",
  "adminUsers.sortName": "Nombre, de la A a la Z",
  "adminUsers.sortEmail": "Correo, de la A a la Z",

  "pager.label": "Páginas de usuarios",
  "pager.range": {
    one: "{first}–{last} de {count} usuario · página {page} de {pages}",
    many: "{first}–{last} de {count} usuarios · página {page} de {pages}",
    other: "{first}–{last} de {count} usuarios · página {page} de {pages}",
  },
  "pager.total": { one: "{count} usuario", many: "{count} usuarios", other: "{count} usuarios" },
  "pager.previous": "Anterior",
  "pager.next": "Siguiente",

  "notAllowed.pageTitle": "Sin permiso",
  "notAllowed.title": "No tienes permiso para estar aquí",
  "notAllowed.subtitle":
    "La administración es para administradores. Tu cuenta no tiene el rol de administrador; pídeselo a un administrador si lo necesitas.",

  "adminRole.user": "Usuario",
  "adminRole.admin": "Administrador",
  "adminRole.userMay": "sin permisos de administración",
  "adminRole.adminMay": "todas las acciones de administración",
  "adminRole.description":
    "Los administradores pueden abrir esta zona y actuar sobre cualquier usuario.",
  "adminRole.label": "Rol de este usuario",
  "adminRole.saved": "Rol guardado.",
  "adminRole.save": "Guardar rol",

  "adminUser.pageTitle": "Administración · {name}",
  "adminUser.allUsers": "Todos los usuarios",
  "adminUser.loading": "Cargando el usuario",
  "adminUser.joined": "alta el {date}",
  "adminUser.yourself":
    "Eres tú: tus sesiones están abajo; cambia tus datos en los {link}. Aquí nadie puede bloquearse, degradarse, suplantarse ni eliminarse a sí mismo.",
  "adminUser.accountSettings": "ajustes de la cuenta",
  "adminUser.banned": "Bloqueado",
  "adminUser.unverified": "Sin verificar",

  "ban.oneHour": "1 hora",
  "ban.oneDay": "1 día",
  "ban.sevenDays": "7 días",
  "ban.thirtyDays": "30 días",
  "ban.untilUnbanned": "Hasta desbloquearlo",
  "ban.reasonTooLong": "El motivo debe tener menos de {max} caracteres.",
  "ban.title": "Bloqueo",
  "ban.cantSignIn": "Este usuario no puede iniciar sesión.",
  "ban.bannedFor": "Bloqueado por «{reason}», hasta que se desbloquee.",
  "ban.bannedForUntil": "Bloqueado por «{reason}», hasta el {date}.",
  "ban.bannedUntil": "Bloqueado hasta el {date}.",
  "ban.bannedUntilUnbanned": "Bloqueado hasta que se desbloquee.",
  "ban.unbanning": "Desbloqueando…",
  "ban.unban": "Desbloquear",
  "ban.description":
    "Cierra la sesión del usuario en todas partes y rechaza cualquier inicio de sesión hasta que termine el bloqueo. Verá el motivo.",
  "ban.reason": "Motivo (lo verá el usuario)",
  "ban.reasonPlaceholder": "p. ej., spam",
  "ban.for": "Duración",
  "ban.banning": "Bloqueando…",
  "ban.submit": "Bloquear usuario",

  "impersonate.title": "Actuar como este usuario",
  "impersonate.description":
    "Ve la aplicación exactamente como la ve él, para ayudarle o revisar un problema. Sigues siendo administrador: un aviso en cada página te permite volver.",
  "impersonate.switching": "Cambiando…",
  "impersonate.banned": "No se puede suplantar a usuarios bloqueados: desbloquéalos primero.",
  "impersonate.submit": "Suplantar a {name}",

  "removeUser.title": "Eliminar usuario",
  "removeUser.description":
    "Borra la cuenta con sus sesiones y métodos de acceso. No se puede deshacer.",
  "removeUser.confirmQuestion": "¿Eliminar {email} para siempre?",
  "removeUser.removing": "Eliminando…",
  "removeUser.confirm": "Sí, eliminar este usuario",
  "removeUser.start": "Eliminar usuario…",

  "adminPassword.description":
    "Pon una contraseña nueva a este usuario, por ejemplo si no puede entrar. Comunícasela por un canal de confianza.",
  "adminPassword.saved": "Contraseña establecida.",
  "adminPassword.submit": "Establecer contraseña",

  "userSessions.title": "Sesiones",
  "userSessions.description":
    "Dónde tiene este usuario la sesión abierta. Al terminar una sesión, ese dispositivo sale al instante.",
  "userSessions.none": "No tiene la sesión abierta en ningún sitio.",
  "userSessions.listLabel": "Sesiones del usuario",
  "userSessions.impersonation": "Suplantación por un administrador",
  "userSessions.ends": "termina el {date}",
  "userSessions.signOutEverywhere": "Cerrar sesión en todos los dispositivos",

  "provider.local": "Proveedor local de prueba",
  "provider.localSecond": "Segundo proveedor local de prueba",
};
