import type { MailCatalogue } from "./en";

export const fr: MailCatalogue = {
  greeting: "Bonjour {name},",
  greetingWithoutName: "Bonjour,",

  "verify.subject": "Vérifiez votre adresse e-mail",
  "verify.intro":
    "Confirmez que cette adresse est bien la vôtre pour terminer la création de votre compte Tollgate Demo.",
  "verify.action": "Vérifier l’e-mail",
  "verify.outro":
    "Le lien est valable une heure. Si vous ne vous êtes pas inscrit, ignorez ce message.",

  "newAddress.subject": "Vérifiez votre nouvelle adresse e-mail",
  "newAddress.intro":
    "Votre compte Tollgate Demo utilise maintenant {email}. Confirmez que cette adresse est bien la vôtre pour la vérifier.",
  "newAddress.action": "Vérifier la nouvelle adresse",
  "newAddress.outro":
    "Le lien est valable une heure. Si vous n’avez pas changé d’adresse, ignorez ce message.",

  "reset.subject": "Réinitialisez votre mot de passe",
  "reset.intro":
    "Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Tollgate Demo.",
  "reset.action": "Choisir un nouveau mot de passe",
  "reset.outro":
    "Le lien est valable une heure. Si ce n’était pas vous, votre mot de passe reste inchangé.",

  "changeEmail.subject": "Confirmez votre nouvelle adresse e-mail",
  "changeEmail.intro":
    "Vous avez demandé à faire passer votre compte Tollgate Demo de {from} à {to}.",
  "changeEmail.action": "Confirmer le changement",
  "changeEmail.outro": "Rien ne change tant que vous n’ouvrez pas le lien en étant connecté.",

  "deleteAccount.subject": "Confirmez la suppression de votre compte",
  "deleteAccount.intro":
    "Vous avez demandé à supprimer votre compte Tollgate Demo et tout ce qu’il contient.",
  "deleteAccount.action": "Supprimer mon compte",
  "deleteAccount.outro":
    "Le lien est valable 24 heures. Si vous avez changé d’avis, ignorez ce message.",

  "invitation.subject": "{inviter} vous invite à rejoindre {organization}",
  "invitation.intro":
    "{inviter} vous invite à rejoindre {organization} sur Tollgate Demo en tant que {role}.",
  "invitation.action": "Voir l’invitation",
  "invitation.outro":
    "L’invitation est valable 48 heures. Connectez-vous (ou créez un compte) avec cette adresse pour l’accepter. Si vous ne connaissez pas cette personne, ignorez ce message.",
  "role.member": "membre",
  "role.admin": "administrateur",
  "role.owner": "propriétaire",

  "magicLink.subject": "Votre lien de connexion",
  "magicLink.intro":
    "Utilisez ce lien pour vous connecter à Tollgate Demo. Il ne fonctionne qu’une fois.",
  "magicLink.action": "Se connecter",
  "magicLink.outro":
    "Le lien est valable 5 minutes. Si vous ne l’avez pas demandé, ignorez ce message.",

  "twoFactorCode.subject": "Votre code de connexion",
  "twoFactorCode.intro":
    "Saisissez ce code sur la page de connexion pour terminer votre connexion à Tollgate Demo.",
  "twoFactorCode.outro":
    "Le code est valable {minutes} minutes et ne sert qu’une fois. Si vous n’avez pas essayé de vous connecter, changez votre mot de passe : quelqu’un d’autre le connaît.",

  "mailbox.title": "Boîte de développement",
  "mailbox.lead":
    "Les e-mails que la démo aurait envoyés (aucun SMTP_URL configuré). Les plus récents d’abord ; les 1000 derniers sont conservés.",
  "mailbox.back": "Retour à l’application",
  "mailbox.empty":
    "Aucun e-mail pour l’instant. Inscrivez-vous, demandez une réinitialisation de mot de passe ou changez d’adresse : les messages apparaîtront ici.",
  "mailbox.to": "À {email}",

  "devOidc.title": "Connexion",
  "devOidc.pageSuffix": "Fournisseur OpenID local",
  "devOidc.badge":
    "Développement uniquement · qui ouvre cette page peut se connecter avec n’importe quelle adresse, comptes existants compris",
  "devOidc.heading": "Qui voulez-vous être ?",
  "devOidc.lead":
    "Connexion à {client}. Cette page remplace un vrai fournisseur de connexion : choisissez une personne ou inventez-en une.",
  "devOidc.someoneElse": "Quelqu’un d’autre",
  "devOidc.name": "Nom",
  "devOidc.email": "E-mail",
  "devOidc.continue": "Continuer avec cette personne",
  "devOidc.cancel": "Annuler et revenir",
  "devOidc.cannotContinue": "Impossible de continuer : {problem}.",
  "devOidc.unknownPerson": "« {key} » ne fait pas partie des personnes proposées",
  "devOidc.nameRequired": "le nom est obligatoire",
  "devOidc.emailInvalid": "l’e-mail n’est pas une adresse e-mail",
  "devOidc.invalidTitle": "Requête non valide",
  "devOidc.invalidHeading": "Cette demande de connexion n’est pas valide",
  "devOidc.startAgain": "Revenez à l’application et recommencez.",
};
