import type { Catalogue } from "../catalogue";

export const fr: Catalogue = {
  "app.loading": "Chargement",
  "language.label": "Langue",
  "header.navLabel": "Compte",
  "header.adminArea": "Administration",
  "header.signingOut": "Déconnexion…",
  "header.signOut": "Se déconnecter",
  "header.signIn": "Se connecter",
  "header.signUp": "S’inscrire",
  "footer.credit": "Tollgate Demo · comptes par @tollgate/auth-server",
  "devMailbox.open": "Ouvrir la boîte de développement",
  "common.sending": "Envoi…",
  "captcha.failed":
    "Le captcha n’a pas pu se charger. Vérifiez votre connexion et rechargez la page.",

  "field.name": "Nom",
  "field.email": "E-mail",
  "field.password": "Mot de passe",
  "field.nameRequired": "Saisissez votre nom.",
  "field.emailRequired": "Saisissez votre adresse e-mail.",
  "field.emailInvalid": "Saisissez une adresse e-mail valide, comme nom@example.com.",
  "field.identifierRequired": "Saisissez votre adresse e-mail ou votre nom d’utilisateur.",
  "field.passwordRequired": "Saisissez votre mot de passe.",
  "field.currentPasswordRequired": "Saisissez votre mot de passe actuel.",
  "field.passwordTooShort": "Utilisez au moins 8 caractères.",
  "field.passwordTooLong": "Utilisez au plus 128 caractères.",
  "field.passwordsDiffer": "Les deux mots de passe ne sont pas identiques.",
  "field.usernameTooShort": "Un nom d’utilisateur compte au moins 3 caractères.",
  "field.usernameTooLong": "Un nom d’utilisateur compte au plus 30 caractères.",
  "field.usernameInvalid":
    "Utilisez uniquement des lettres, des chiffres, des points et des tirets bas.",
  "field.imageInvalid":
    "Saisissez une adresse web commençant par https:// ou http://, ou laissez le champ vide.",

  "signIn.pageTitle": "Connexion",
  "signIn.title": "Bon retour parmi nous",
  "signIn.subtitle": "Connectez-vous avec votre adresse e-mail ou votre nom d’utilisateur.",
  "signIn.newHere": "Nouveau ici ?",
  "signIn.createAccount": "Créer un compte",
  "signIn.identifier": "E-mail ou nom d’utilisateur",
  "signIn.forgotPassword": "Mot de passe oublié ?",
  "signIn.rememberMe": "Rester connecté sur cet appareil",
  "signIn.pending": "Connexion…",
  "signIn.submit": "Se connecter",

  "signUp.pageTitle": "Inscription",
  "signUp.title": "Créez votre compte",
  "signUp.subtitle":
    "Cela prend une minute. Nous vous enverrons un lien pour confirmer votre adresse.",
  "signUp.haveAccount": "Vous avez déjà un compte ?",
  "signUp.signIn": "Se connecter",
  "signUp.username": "Nom d’utilisateur (facultatif)",
  "signUp.usernameHint":
    "Pour vous connecter sans votre e-mail. 3 à 30 lettres, chiffres, points ou tirets bas.",
  "signUp.passwordHint": "Au moins 8 caractères.",
  "signUp.pending": "Création de votre compte…",
  "signUp.submit": "Créer le compte",

  "username.checking": "Vérification…",
  "username.available": "Disponible",

  "social.providers": "Services de connexion",
  "social.opening": "Ouverture de {provider}…",
  "social.continueWith": "Continuer avec {provider}",
  "social.orSignUpWithEmail": "ou inscrivez-vous par e-mail",
  "social.orUseEmail": "ou utilisez votre e-mail",

  "magicLink.open": "Recevoir plutôt un lien de connexion par e-mail",
  "magicLink.email": "E-mail pour le lien de connexion",
  "magicLink.sent":
    "Si {email} a un compte ou peut en ouvrir un, un lien de connexion est en route. Il fonctionne une fois, pendant 5 minutes.",
  "magicLink.submit": "M’envoyer un lien",

  "error.INVALID_EMAIL_OR_PASSWORD":
    "Cet e-mail et ce mot de passe ne correspondent à aucun compte.",
  "error.INVALID_USERNAME_OR_PASSWORD":
    "Ce nom d’utilisateur et ce mot de passe ne correspondent à aucun compte.",
  "error.EMAIL_NOT_VERIFIED":
    "Votre adresse e-mail n’est pas encore vérifiée. Suivez le lien que nous vous avons envoyé (nous venons d’en envoyer un nouveau).",
  "error.USER_ALREADY_EXISTS": "Un compte existe déjà avec cette adresse e-mail.",
  "error.INVALID_PASSWORD": "Ce mot de passe n’est pas correct.",
  "error.CREDENTIAL_ACCOUNT_NOT_FOUND": "Ce compte n’a pas encore de mot de passe.",
  "error.USERNAME_IS_ALREADY_TAKEN": "Ce nom d’utilisateur est déjà pris. Essayez-en un autre.",
  "error.INVALID_TOKEN":
    "Ce lien n’est pas valide, a déjà servi ou a expiré. Demandez-en un nouveau.",
  "error.TOKEN_EXPIRED": "Ce lien a expiré. Demandez-en un nouveau.",
  "error.USER_NOT_FOUND": "Nous n’avons pas trouvé ce compte.",
  "error.EMAIL_IS_THE_SAME": "C’est déjà votre adresse e-mail.",
  "error.SESSION_NOT_FRESH":
    "Pour votre sécurité, déconnectez-vous et reconnectez-vous avant de faire cela.",
  "error.SESSION_NOT_FOUND": "Cette session est déjà terminée.",
  "error.UNAUTHORIZED": "Vous devez être connecté pour cela.",
  "error.TOO_MANY_REQUESTS":
    "Trop de tentatives en peu de temps. Patientez quelques secondes et réessayez.",
  "error.FAILED_TO_SEND_EMAIL": "Nous n’avons pas pu envoyer l’e-mail. Réessayez dans un instant.",
  "error.NETWORK_ERROR": "Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.",
  "error.NO_FIELDS_TO_UPDATE": "Rien n’a changé.",
  "error.unknown": "Une erreur s’est produite ({status}).",
  "error.noAnswer": "pas de réponse",

  "banned.message": "Vous avez été banni de cette application.",
  "banned.reason": "Motif : {reason}",
  "banned.endsOn": "Le bannissement prend fin le {end}.",
  "banned.noEnd": "Le bannissement n’a pas de date de fin.",

  "linkError.token_expired": "Ce lien a expiré. Demandez-en un nouveau ci-dessous.",
  "linkError.invalid_token":
    "Ce lien n’est pas valide. Il est peut-être incomplet ou a déjà servi.",
  "linkError.user_not_found": "Le compte auquel ce lien était destiné n’existe plus.",
  "linkError.unauthorized":
    "Connectez-vous avec le compte auquel ce lien a été envoyé, puis rouvrez le lien.",
  "linkError.user_already_exists": "Un autre compte utilise déjà cette adresse e-mail.",
  "linkError.failed_to_send_email": "Nous n’avons pas pu envoyer l’e-mail suivant. Réessayez.",
  "linkError.INVALID_TOKEN": "Ce lien n’est pas valide, a déjà servi ou a expiré.",
  "linkError.NOT_AUTHENTICATED": "Connectez-vous d’abord, puis rouvrez le lien de votre e-mail.",
  "linkError.EXPIRED_TOKEN":
    "Ce lien de connexion a expiré (ils durent 5 minutes). Demandez-en un nouveau.",
  "linkError.new_user_signup_disabled": "Aucun compte n’utilise cette adresse e-mail.",

  "socialError.interrupted":
    "La connexion a pris trop de temps ou a été interrompue. Recommencez, s’il vous plaît.",
  "socialError.internal_server_error": "Un problème est survenu de notre côté. Réessayez.",
  "socialError.account_not_linked":
    "Un compte existe déjà avec cet e-mail. Connectez-vous comme d’habitude, puis associez ce service depuis la page de votre compte.",
  "socialError.signup_disabled": "Impossible de créer de nouveaux comptes pour le moment.",
  "socialError.access_denied": "La connexion a été annulée chez le fournisseur.",
  "socialError.invalid_callback_request":
    "Le fournisseur a répondu d’une façon que nous ne comprenons pas. Recommencez, s’il vous plaît.",
  "socialError.no_code":
    "Le fournisseur n’a pas terminé la connexion. Recommencez, s’il vous plaît.",
  "socialError.invalid_code":
    "La réponse du fournisseur avait expiré. Recommencez, s’il vous plaît.",
  "socialError.oauth_provider_not_found": "Ce service de connexion n’est plus disponible.",
  "socialError.unable_to_get_user_info":
    "Nous n’avons pas pu lire votre profil chez le fournisseur. Réessayez.",
  "socialError.email_not_found":
    "Le fournisseur n’a pas communiqué d’adresse e-mail, or cette application en a besoin.",
  "socialError.email_doesnt_match":
    "Ce compte du fournisseur utilise une autre adresse e-mail que la vôtre.",
  "socialError.account_already_linked_to_different_user":
    "Ce compte du fournisseur est déjà associé à un autre utilisateur de cette application.",
  "socialError.unable_to_link_account": "Nous n’avons pas pu associer ce compte. Réessayez.",
  "socialError.unable_to_create_user": "Nous n’avons pas pu créer votre compte. Réessayez.",
  "socialError.unable_to_create_session": "Nous n’avons pas pu vous connecter. Réessayez.",
};
