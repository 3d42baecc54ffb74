import type { MailCatalogue } from "./en";

export const es: MailCatalogue = {
  greeting: "Hola, {name}:",
  greetingWithoutName: "Hola:",

  "verify.subject": "Verifica tu correo electrónico",
  "verify.intro":
    "Confirma que esta dirección es tuya para terminar de configurar tu cuenta de Tollgate Demo.",
  "verify.action": "Verificar correo",
  "verify.outro":
    "El enlace es válido durante una hora. Si no te registraste, ignora este mensaje.",

  "newAddress.subject": "Verifica tu nuevo correo electrónico",
  "newAddress.intro":
    "Tu cuenta de Tollgate Demo ahora usa {email}. Confirma que esta dirección es tuya para verificarla.",
  "newAddress.action": "Verificar la dirección nueva",
  "newAddress.outro":
    "El enlace es válido durante una hora. Si no cambiaste tu dirección, ignora este mensaje.",

  "reset.subject": "Restablece tu contraseña",
  "reset.intro": "Alguien pidió restablecer la contraseña de tu cuenta de Tollgate Demo.",
  "reset.action": "Elegir una contraseña nueva",
  "reset.outro":
    "El enlace es válido durante una hora. Si no fuiste tú, tu contraseña seguirá igual.",

  "changeEmail.subject": "Confirma tu nuevo correo electrónico",
  "changeEmail.intro": "Pediste pasar tu cuenta de Tollgate Demo de {from} a {to}.",
  "changeEmail.action": "Confirmar el cambio",
  "changeEmail.outro": "No cambiará nada hasta que abras el enlace con la sesión iniciada.",

  "deleteAccount.subject": "Confirma la eliminación de tu cuenta",
  "deleteAccount.intro": "Pediste eliminar tu cuenta de Tollgate Demo y todo lo que contiene.",
  "deleteAccount.action": "Eliminar mi cuenta",
  "deleteAccount.outro":
    "El enlace es válido durante 24 horas. Si cambiaste de opinión, ignora este mensaje.",

  "invitation.subject": "{inviter} te invitó a {organization}",
  "invitation.intro": "{inviter} te invitó a unirte a {organization} en Tollgate Demo como {role}.",
  "invitation.action": "Ver la invitación",
  "invitation.outro":
    "La invitación es válida durante 48 horas. Inicia sesión (o crea una cuenta) con esta dirección para aceptarla. Si no conoces a esta persona, ignora este mensaje.",
  "role.member": "miembro",
  "role.admin": "administrador",
  "role.owner": "propietario",

  "magicLink.subject": "Tu enlace de acceso",
  "magicLink.intro": "Usa este enlace para iniciar sesión en Tollgate Demo. Funciona una sola vez.",
  "magicLink.action": "Iniciar sesión",
  "magicLink.outro":
    "El enlace es válido durante 5 minutos. Si no lo pediste, ignora este mensaje.",

  "twoFactorCode.subject": "Tu código de inicio de sesión",
  "twoFactorCode.intro":
    "Introduce este código en la página de inicio de sesión para terminar de entrar en Tollgate Demo.",
  "twoFactorCode.outro":
    "El código es válido durante {minutes} minutos y sirve una sola vez. Si no intentaste iniciar sesión, cambia tu contraseña: alguien más la conoce.",

  "mailbox.title": "Buzón de desarrollo",
  "mailbox.lead":
    "Correos que la demo habría enviado (no hay SMTP_URL configurado). Los más recientes primero; se guardan los 1000 últimos.",
  "mailbox.back": "Volver a la aplicación",
  "mailbox.empty":
    "Aún no hay correo. Regístrate, pide restablecer la contraseña o cambia tu correo, y los mensajes aparecerán aquí.",
  "mailbox.to": "Para {email}",

  "devOidc.title": "Iniciar sesión",
  "devOidc.pageSuffix": "Proveedor OpenID local",
  "devOidc.badge":
    "Solo para desarrollo · quien abra esta página puede entrar con cualquier dirección, también en cuentas existentes",
  "devOidc.heading": "¿Quién quieres ser?",
  "devOidc.lead":
    "Iniciando sesión en {client}. Esta página sustituye a un proveedor de inicio de sesión real: elige una persona o invéntate una.",
  "devOidc.someoneElse": "Otra persona",
  "devOidc.name": "Nombre",
  "devOidc.email": "Correo electrónico",
  "devOidc.continue": "Continuar como esta persona",
  "devOidc.cancel": "Cancelar y volver",
  "devOidc.cannotContinue": "No se puede continuar: {problem}.",
  "devOidc.unknownPerson": "«{key}» no es ninguna de las personas ofrecidas",
  "devOidc.nameRequired": "falta el nombre",
  "devOidc.emailInvalid": "el correo no es una dirección válida",
  "devOidc.invalidTitle": "Solicitud no válida",
  "devOidc.invalidHeading": "Esta solicitud de inicio de sesión no es válida",
  "devOidc.startAgain": "Vuelve a la aplicación y empieza de nuevo.",
};
