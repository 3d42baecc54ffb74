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
  "header.pricing": "Tarifs",
  "footer.credit": "Tollgate Demo · comptes par @tollgate/auth-server",
  "footer.apiReference": "Référence de l’API",
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

  "common.backToSignIn": "Retour à la connexion",
  "common.backToAccount": "Retour à votre compte",
  "common.goToAccount": "Aller à votre compte",
  "common.loadingAccount": "Chargement de votre compte",
  "common.saving": "Enregistrement…",

  "checkEmail.title": "Consultez vos e-mails",
  "checkEmail.subtitle":
    "Nous avons envoyé un lien à {email}. Ouvrez-le pour vérifier votre adresse : vous serez alors connecté.",
  "checkEmail.yourAddress": "votre adresse",
  "checkEmail.didntGetIt": "Rien reçu ?",
  "checkEmail.spam": "Regardez dans vos spams ou demandez un nouveau lien.",

  "verified.pageTitle": "E-mail vérifié",
  "verified.pageTitleFailed": "E-mail non vérifié",
  "verified.failedTitle": "Nous n’avons pas pu vérifier votre e-mail",
  "verified.verifying": "Vérification…",
  "verified.title": "Votre e-mail est vérifié",
  "verified.passwordResetRequired":
    "Ce lien a été ouvert dans un autre navigateur que celui qui a créé le compte : le mot de passe choisi alors ne fonctionne plus. {link} pour vous connecter avec un mot de passe.",
  "verified.chooseNewPassword": "Choisissez un nouveau mot de passe",
  "verified.signedInAs": "Vous êtes connecté en tant que {email}.",
  "verified.thanks": "Merci d’avoir confirmé votre adresse. Vous pouvez maintenant vous connecter.",

  "emailChanged.pageTitle": "E-mail modifié",
  "emailChanged.pageTitleVerified": "Nouvel e-mail vérifié",
  "emailChanged.pageTitleFailed": "E-mail non modifié",
  "emailChanged.failedTitle": "Nous n’avons pas pu modifier votre e-mail",
  "emailChanged.changing": "Modification de votre e-mail…",
  "emailChanged.signInTitle": "Connectez-vous pour voir votre compte",
  "emailChanged.signInWithNew": "Connectez-vous avec votre nouvelle adresse e-mail pour continuer.",
  "emailChanged.verifiedTitle": "Votre nouvelle adresse e-mail est vérifiée",
  "emailChanged.usesFromNow": "Votre compte utilise désormais {email}.",
  "emailChanged.title": "Votre adresse e-mail a changé",
  "emailChanged.nowUses":
    "Votre compte utilise maintenant {email}. Connectez-vous désormais avec cette adresse.",

  "field.newPassword": "Nouveau mot de passe",
  "field.repeatNewPassword": "Répétez le nouveau mot de passe",

  "forgot.title": "Réinitialiser votre mot de passe",
  "forgot.subtitle":
    "Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  "forgot.sent":
    "Si un compte utilise {email}, un lien de réinitialisation est en route. Il fonctionne pendant une heure.",
  "forgot.submit": "Envoyer le lien",

  "reset.pageTitleBroken": "Lien de réinitialisation",
  "reset.brokenTitle": "Ce lien de réinitialisation ne fonctionne pas",
  "reset.askNew": "Demander un nouveau lien",
  "reset.doneTitle": "Mot de passe modifié",
  "reset.done":
    "Votre nouveau mot de passe est enregistré et tous les appareils ont été déconnectés. Connectez-vous avec lui.",
  "reset.title": "Choisissez un nouveau mot de passe",
  "reset.submit": "Enregistrer le mot de passe",

  "authError.title": "Une erreur s’est produite",
  "authError.returnToApp": "Retour à l’application",
  "authError.code": "Code d’erreur : {code}",
  "authError.signInAgain": "Se reconnecter",

  "deleted.pageTitle": "Compte supprimé",
  "deleted.pageTitleFailed": "Compte non supprimé",
  "deleted.failedTitle": "Votre compte n’a pas été supprimé",
  "deleted.title": "Votre compte est supprimé",
  "deleted.createNew": "Créer un nouveau compte",
  "deleted.gone":
    "Votre compte, ses sessions et ses méthodes de connexion ont été définitivement supprimés.",

  "notFound.title": "Page introuvable",
  "notFound.subtitle": "Il n’y a rien à cette adresse.",
  "notFound.home": "Retour à l’accueil",

  "resend.sent": "Un nouveau lien est en route vers {email}.",
  "resend.submit": "Envoyer un nouveau lien",

  "unverified.sent":
    "Pas encore vérifiée : nous avons envoyé un lien à {email}. Ouvrez-le pour vérifier cette adresse.",
  "unverified.resent":
    "Pas encore vérifiée : un nouveau lien est en route vers {email}. Ouvrez-le pour vérifier cette adresse.",
  "unverified.sendAgain": "Renvoyer le lien",

  "impersonation.label": "Emprunt d’identité",
  "impersonation.using": "Vous utilisez le compte de {name} en tant qu’administrateur.",
  "impersonation.usingNamed":
    "Vous utilisez le compte de {name} ({email}) en tant qu’administrateur.",
  "impersonation.switchingBack": "Retour…",
  "impersonation.stop": "Arrêter l’emprunt d’identité",

  "orgSwitcher.label": "Organisation",
  "orgSwitcher.none": "Aucune organisation",
  "orgSwitcher.personal": "Personnel",
  "orgSwitcher.create": "Créer une organisation…",
  "orgSwitcher.manage": "Gérer les organisations…",

  "device.unknown": "Appareil inconnu",
  "device.aBrowser": "Un navigateur",
  "device.browserOnSystem": "{browser} sous {system}",

  "account.title": "Paramètres du compte",
  "account.subtitle":
    "Gérez votre profil, votre façon de vous connecter et les appareils où vous êtes connecté.",

  "profile.title": "Profil",
  "profile.description": "Comment les autres vous voient.",
  "profile.picture": "URL de la photo",
  "profile.pictureHint": "Un lien vers une image carrée. Laissez vide pour afficher vos initiales.",
  "profile.saved": "Profil enregistré.",
  "profile.save": "Enregistrer le profil",

  "email.title": "Adresse e-mail",
  "email.verified": "Vérifiée",
  "email.notVerified": "Non vérifiée",
  "email.new": "Nouvelle adresse e-mail",
  "email.confirmationSent":
    "Nous avons envoyé un lien de confirmation à {email}. Votre adresse deviendra {target} quand vous l’ouvrirez.",
  "email.changed": "Votre adresse est maintenant {target}.",
  "email.submit": "Modifier l’e-mail",

  "password.current": "Mot de passe actuel",
  "password.signOutOthers": "Déconnecter les autres appareils",
  "password.changed": "Mot de passe modifié.",
  "password.changedOthersOut": "Mot de passe modifié. Vos autres appareils ont été déconnectés.",
  "password.submit": "Modifier le mot de passe",

  "setPassword.explain":
    "Ce compte n’a pas encore de mot de passe : vous vous connectez avec {methods}. Pour vous connecter aussi avec votre e-mail et un mot de passe, définissez-en un grâce au lien que nous vous enverrons.",
  "setPassword.sent":
    "Consultez {email} : le lien pour définir votre mot de passe est en route. Le définir vous déconnecte partout ; connectez-vous ensuite avec votre e-mail et le nouveau mot de passe.",
  "setPassword.submit": "Recevoir un lien pour définir un mot de passe",

  "usernameSection.title": "Nom d’utilisateur",
  "usernameSection.description":
    "Connectez-vous avec votre nom d’utilisateur plutôt qu’avec votre e-mail.",
  "usernameSection.yours": "C’est votre nom d’utilisateur.",
  "usernameSection.none": "Vous n’avez pas encore de nom d’utilisateur.",
  "usernameSection.saved": "Nom d’utilisateur enregistré.",
  "usernameSection.save": "Enregistrer le nom d’utilisateur",

  "common.creating": "Création…",
  "common.deleting": "Suppression…",
  "common.cancel": "Annuler",

  "sessions.title": "Où vous êtes connecté",
  "sessions.description": "Déconnectez tout appareil que vous ne reconnaissez pas.",
  "sessions.loading": "Chargement des sessions",
  "sessions.listLabel": "Sessions actives",
  "sessions.thisDevice": "Cet appareil",
  "sessions.signedIn": "connecté le {date}",
  "sessions.signOutOthers": "Déconnecter tous les autres appareils",

  "linked.credential": "E-mail et mot de passe",
  "linked.title": "Méthodes de connexion",
  "linked.description": "Les façons de vous connecter à ce compte.",
  "linked.failed": "L’association a échoué ({code}).",
  "linked.loading": "Chargement des méthodes de connexion",
  "linked.listLabel": "Comptes associés",
  "linked.since": "associé le {date}",
  "linked.onlyOne":
    "C’est votre seule façon de vous connecter : elle ne peut pas être retirée. Associez-en une autre d’abord.",
  "linked.linkAnother": "Associer une autre méthode de connexion",
  "linked.link": "Associer {provider}",
  "linked.unlink": "Dissocier",
  "linked.unlinkNamed": "Dissocier {provider}",
  "linked.unlinking": "Dissociation…",

  "apiKeys.title": "Clés d’API",
  "apiKeys.description":
    "Les clés permettent à vos scripts d’agir en votre nom : envoyez-en une dans l’en-tête x-api-key. Révoquez les clés dont vous ne vous servez plus.",
  "apiKeys.days": { one: "{count} jour", many: "{count} jours", other: "{count} jours" },
  "apiKeys.oneYear": "1 an",
  "apiKeys.neverExpires": "N’expire jamais",
  "apiKeys.neverExpiresLower": "n’expire jamais",
  "apiKeys.untitled": "Clé sans nom",
  "apiKeys.made":
    "Votre nouvelle clé « {name} ». Copiez-la maintenant : elle n’est affichée qu’une seule fois.",
  "apiKeys.copied": "Copiée",
  "apiKeys.copy": "Copier la clé",
  "apiKeys.madeOn": "créée le {date}",
  "apiKeys.expiresOn": "expire le {date}",
  "apiKeys.revoke": "Révoquer",
  "apiKeys.none": "Aucune clé pour l’instant.",
  "apiKeys.name": "Nom de la clé",
  "apiKeys.namePlaceholder": "Script de déploiement",
  "apiKeys.expires": "Expiration",
  "apiKeys.create": "Créer la clé",

  "deleteAccount.title": "Supprimer le compte",
  "deleteAccount.description":
    "Supprimer votre compte efface votre profil, vos sessions et vos méthodes de connexion. C’est irréversible.",
  "deleteAccount.mailed":
    "Presque fini : nous avons envoyé un lien de confirmation à {email}. Votre compte sera supprimé quand vous l’ouvrirez.",
  "deleteAccount.password": "Saisissez votre mot de passe pour confirmer",
  "deleteAccount.confirm": "Supprimer mon compte",
  "deleteAccount.start": "Supprimer le compte…",

  "common.remove": "Retirer",

  "role.member": "Membre",
  "role.admin": "Administrateur",
  "role.owner": "Propriétaire",
  "role.memberMay": "voit l’organisation",
  "role.adminMay": "gère les membres, les invitations et les équipes",
  "role.ownerMay": "tout, y compris la supprimer",

  "organization.none.title": "Organisations",
  "organization.none.description":
    "Vous ne travaillez dans aucune organisation. Créez-en une ou acceptez une invitation reçue par e-mail.",
  "organization.yourRole": "votre rôle : {role}",

  "invitation.pageTitle": "Invitation",
  "invitation.title": "Vous êtes invité",
  "invitation.loading": "Chargement de l’invitation",
  "invitation.missing": "Cette invitation n’existe pas.",
  "invitation.missingWhy":
    "Elle a peut-être été annulée, déjà traitée, ou envoyée à une autre adresse que celle avec laquelle vous êtes connecté.",
  "invitation.invited": "{inviter} vous invite à rejoindre {organization} avec le rôle {role}.",
  "invitation.joining": "Adhésion…",
  "invitation.accept": "Accepter et rejoindre",
  "invitation.decline": "Refuser",
  "invitation.noId": "Il manque l’invitation dans ce lien. Rouvrez-le depuis l’e-mail.",
  "invitation.signInFirst":
    "Connectez-vous avec l’adresse à laquelle l’invitation a été envoyée : vous reviendrez ici pour y répondre.",

  "createOrg.nameRequired": "Donnez un nom à l’organisation.",
  "createOrg.slugInvalid": "Utilisez des minuscules, des chiffres et des tirets, comme acme-inc.",
  "createOrg.slugTaken": "Cette adresse est déjà prise. Essayez-en une autre.",
  "createOrg.titleFirst": "Créez votre organisation",
  "createOrg.titleAnother": "Créer une autre organisation",
  "createOrg.description":
    "Les organisations rassemblent des personnes : invitez des membres, donnez-leur des rôles et répartissez-les en équipes.",
  "createOrg.slug": "Adresse",
  "createOrg.slugHint": "Minuscules, chiffres et tirets ; unique dans toute l’application.",
  "createOrg.submit": "Créer l’organisation",

  "orgSettings.title": "Paramètres",
  "orgSettings.description": "Le nom et l’apparence de l’organisation.",
  "orgSettings.readOnly": "Seuls les propriétaires et les administrateurs peuvent les modifier.",
  "orgSettings.logo": "URL du logo",
  "orgSettings.logoHint":
    "Un lien vers une image carrée. Laissez vide pour afficher les initiales.",
  "orgSettings.saved": "Paramètres enregistrés.",
  "orgSettings.save": "Enregistrer les paramètres",

  "members.title": "Membres",
  "members.you": "Vous",
  "members.roleOf": "Rôle de {name}",
  "members.count": {
    one: "{count} personne dans {organization}.",
    many: "{count} personnes dans {organization}.",
    other: "{count} personnes dans {organization}.",
  },

  "invitations.title": "Invitations",
  "invitations.description":
    "Invitez des personnes par e-mail. Elles acceptent depuis le lien du message.",
  "invitations.role": "Rôle",
  "invitations.roleOption": "{role} : {description}",
  "invitations.sent": "Invitation envoyée à {email}.",
  "invitations.submit": "Envoyer l’invitation",
  "invitations.pending": "En attente",
  "invitations.none": "Aucune invitation en attente.",
  "invitations.pendingLabel": "Invitations en attente",
  "invitations.until": "jusqu’au {date}",
  "invitations.team": "Équipe",
  "invitations.noTeam": "Aucune équipe",
  "invitations.inTeam": "équipe {team}",

  "teams.title": "Équipes",
  "teams.description": "Répartissez les membres de l’organisation en équipes.",
  "teams.name": "Nom de l’équipe",
  "teams.rename": "Renommer",
  "teams.none": "Aucune équipe pour l’instant.",
  "teams.new": "Nouvelle équipe",
  "teams.placeholder": "Design",
  "teams.create": "Créer l’équipe",

  "leave.title": "Quitter ou supprimer",
  "leave.leave": "Quitter {organization}",
  "leave.delete": "Supprimer {organization}",
  "leave.leaveWarning":
    "Vous perdrez l’accès à {organization} jusqu’à ce que quelqu’un vous invite à nouveau.",
  "leave.deleteWarning":
    "{organization}, ses membres, ses invitations et ses équipes seront supprimés pour tout le monde.",
  "leave.confirmLeave": "Oui, quitter",
  "leave.confirmDelete": "Oui, la supprimer",
  "leave.keep": "Garder",

  "adminUsers.pageTitle": "Administration · Utilisateurs",
  "adminUsers.title": "Utilisateurs",
  "adminUsers.subtitle":
    "Trouvez un utilisateur pour voir ses sessions, changer son rôle ou son mot de passe, le bannir ou agir à sa place.",
  "adminUsers.loading": "Chargement des utilisateurs",
  "adminUsers.columnUser": "Utilisateur",
  "adminUsers.columnRole": "Rôle et statut",
  "adminUsers.columnJoined": "Inscription",
  "adminUsers.noEmailMatch": "Aucune adresse e-mail ne contient « {search} ».",
  "adminUsers.noNameMatch": "Aucun nom ne contient « {search} ».",
  "adminUsers.none": "Aucun utilisateur pour l’instant.",
  "adminUsers.searchLabel": "Rechercher des utilisateurs",
  "adminUsers.search": "Rechercher",
  "adminUsers.searchIn": "Dans",
  "adminUsers.partOfEmail": "Une partie d’un e-mail",
  "adminUsers.partOfName": "Une partie d’un nom",
  "adminUsers.caseHint":
    "Les noms respectent la casse : « Grace » trouve Grace Hopper, « grace » non.",
  "adminUsers.sort": "Tri",
  "adminUsers.sortNewest": "Plus récents d’abord",
  "adminUsers.sortOldest": "Plus anciens d’abord",
  "adminUsers.sortName": "Nom, de A à Z",
  "adminUsers.sortEmail": "E-mail, de A à Z",

  "pager.label": "Pages d’utilisateurs",
  "pager.range": {
    one: "{first}–{last} sur {count} utilisateur · page {page} sur {pages}",
    many: "{first}–{last} sur {count} utilisateurs · page {page} sur {pages}",
    other: "{first}–{last} sur {count} utilisateurs · page {page} sur {pages}",
  },
  "pager.total": {
    one: "{count} utilisateur",
    many: "{count} utilisateurs",
    other: "{count} utilisateurs",
  },
  "pager.previous": "Précédent",
  "pager.next": "Suivant",

  "notAllowed.pageTitle": "Accès refusé",
  "notAllowed.title": "Vous n’avez pas accès à cette page",
  "notAllowed.subtitle":
    "L’administration est réservée aux administrateurs. Votre compte n’a pas le rôle admin ; demandez-le à un administrateur si vous en avez besoin.",

  "adminRole.user": "Utilisateur",
  "adminRole.admin": "Administrateur",
  "adminRole.userMay": "aucun droit d’administration",
  "adminRole.adminMay": "toutes les actions d’administration",
  "adminRole.description":
    "Les administrateurs peuvent ouvrir cet espace et agir sur n’importe quel utilisateur.",
  "adminRole.label": "Rôle de cet utilisateur",
  "adminRole.saved": "Rôle enregistré.",
  "adminRole.save": "Enregistrer le rôle",

  "adminUser.pageTitle": "Administration · {name}",
  "adminUser.allUsers": "Tous les utilisateurs",
  "adminUser.loading": "Chargement de l’utilisateur",
  "adminUser.joined": "inscrit le {date}",
  "adminUser.yourself":
    "C’est vous : vos sessions sont ci-dessous ; modifiez vos informations dans les {link}. Personne ne peut se bannir, se rétrograder, usurper sa propre identité ni se supprimer ici.",
  "adminUser.accountSettings": "paramètres du compte",
  "adminUser.banned": "Banni",
  "adminUser.unverified": "Non vérifié",

  "ban.oneHour": "1 heure",
  "ban.oneDay": "1 jour",
  "ban.sevenDays": "7 jours",
  "ban.thirtyDays": "30 jours",
  "ban.untilUnbanned": "Jusqu’à la levée",
  "ban.reasonTooLong": "Le motif doit faire moins de {max} caractères.",
  "ban.title": "Bannissement",
  "ban.cantSignIn": "Cet utilisateur ne peut pas se connecter.",
  "ban.bannedFor": "Banni pour « {reason} », jusqu’à la levée du bannissement.",
  "ban.bannedForUntil": "Banni pour « {reason} », jusqu’au {date}.",
  "ban.bannedUntil": "Banni jusqu’au {date}.",
  "ban.bannedUntilUnbanned": "Banni jusqu’à la levée du bannissement.",
  "ban.unbanning": "Levée du bannissement…",
  "ban.unban": "Lever le bannissement",
  "ban.description":
    "Déconnecte l’utilisateur partout et refuse toute connexion jusqu’à la fin du bannissement. Il voit le motif.",
  "ban.reason": "Motif (visible par l’utilisateur)",
  "ban.reasonPlaceholder": "p. ex. spam",
  "ban.for": "Durée",
  "ban.banning": "Bannissement…",
  "ban.submit": "Bannir l’utilisateur",

  "impersonate.title": "Agir en tant que cet utilisateur",
  "impersonate.description":
    "Voyez l’application exactement comme lui, pour l’aider ou vérifier un problème. Vous restez administrateur : un bandeau sur chaque page vous ramène.",
  "impersonate.switching": "Changement…",
  "impersonate.banned":
    "Impossible d’emprunter l’identité d’un utilisateur banni : levez d’abord le bannissement.",
  "impersonate.submit": "Agir en tant que {name}",

  "removeUser.title": "Supprimer l’utilisateur",
  "removeUser.description":
    "Supprime le compte avec ses sessions et ses méthodes de connexion. C’est irréversible.",
  "removeUser.confirmQuestion": "Supprimer définitivement {email} ?",
  "removeUser.removing": "Suppression…",
  "removeUser.confirm": "Oui, supprimer cet utilisateur",
  "removeUser.start": "Supprimer l’utilisateur…",

  "adminPassword.description":
    "Définissez un nouveau mot de passe pour cet utilisateur, par exemple s’il ne peut plus se connecter. Transmettez-le par un canal de confiance.",
  "adminPassword.saved": "Mot de passe défini.",
  "adminPassword.submit": "Définir le mot de passe",

  "userSessions.title": "Sessions",
  "userSessions.description":
    "Où cet utilisateur est connecté. Mettre fin à une session déconnecte aussitôt l’appareil.",
  "userSessions.none": "Connecté nulle part.",
  "userSessions.listLabel": "Sessions de l’utilisateur",
  "userSessions.impersonation": "Emprunt d’identité par un administrateur",
  "userSessions.ends": "se termine le {date}",
  "userSessions.signOutEverywhere": "Déconnecter tous les appareils",

  "provider.local": "Fournisseur de test local",
  "provider.localSecond": "Second fournisseur de test local",

  "pricing.title": "Tarifs",
  "pricing.lead":
    "Choisissez une offre. Le paiement se fait sur la plateforme de paiement ; vous revenez ici ensuite.",
  "pricing.standIn":
    "Développement : les paiements passent par la doublure locale de la plateforme. Aucune carte n’est débitée et aucun compte n’est nécessaire.",
  "pricing.console": "Ouvrir la console des webhooks",
  "pricing.off": "La facturation n’est pas configurée sur cette démo.",
  "pricing.loading": "Chargement des offres…",
  "pricing.subscribe": "S’abonner",
  "pricing.buy": "Acheter",
  "pricing.subscribeTo": "S’abonner : {plan}",
  "pricing.buyPlan": "Acheter : {plan}",
  "pricing.goingToCheckout": "Ouverture du paiement…",
  "pricing.signInToBuy": "Connectez-vous pour acheter",
  "pricing.youHaveThis": "Déjà à vous",

  "billing.once": "paiement unique",
  "billing.perDay": "par jour",
  "billing.perWeek": "par semaine",
  "billing.perMonth": "par mois",
  "billing.perYear": "par an",
  "billing.everyDays": {
    one: "chaque jour",
    many: "tous les {count} jours",
    other: "tous les {count} jours",
  },
  "billing.everyWeeks": {
    one: "chaque semaine",
    many: "toutes les {count} semaines",
    other: "toutes les {count} semaines",
  },
  "billing.everyMonths": {
    one: "chaque mois",
    many: "tous les {count} mois",
    other: "tous les {count} mois",
  },
  "billing.everyYears": {
    one: "chaque année",
    many: "tous les {count} ans",
    other: "tous les {count} ans",
  },
  "billing.title": "Facturation",
  "billing.description": "Votre abonnement, ce qu’il vous apporte et vos commandes.",
  "billing.thanks": "Merci ! Votre paiement est passé.",
  "billing.waitingForPlatform": "Paiement reçu ; en attente de la confirmation de la plateforme…",
  "billing.subscriptionHeading": "Abonnement",
  "billing.noSubscription": "Pas encore d’abonnement.",
  "billing.seePlans": "Voir les offres",
  "billing.renewsOn": "Se renouvelle le {date}",
  "billing.endsOn": "Prend fin le {date}",
  "billing.benefitsHeading": "Avantages",
  "billing.noBenefits": "Pas encore d’avantages : ils viennent avec une offre.",
  "billing.granted": "Accordé",
  "billing.ordersHeading": "Commandes",
  "billing.noOrders": "Pas encore de commande.",
  "billing.manage": "Gérer la facturation",
  "billing.openingPortal": "Ouverture du portail…",
  "billing.loading": "Chargement…",
  "billing.status.active": "Actif",
  "billing.status.trialing": "Essai",
  "billing.status.past_due": "Paiement en retard",
  "billing.status.incomplete": "Incomplet",
  "billing.status.incomplete_expired": "Expiré",
  "billing.status.canceled": "Annulé",
  "billing.status.unpaid": "Impayé",
  "billing.status.pending": "En attente",
  "billing.status.paid": "Payé",
  "billing.status.refunded": "Remboursé",
  "billing.status.partially_refunded": "Partiellement remboursé",
  "billing.error.PAYMENTS_PLATFORM_UNAVAILABLE":
    "La plateforme de paiement n’a pas répondu ; réessayez dans un instant.",
  "billing.error.BILLING_IS_OFF": "La facturation n’est pas configurée sur cette démo.",
  "billing.error.SIGN_IN_FIRST": "Connectez-vous pour voir ce que vous avez acheté.",
  "billing.error.METHOD_NOT_ALLOWED": "Seul GET est accepté ici.",
  "billing.error.unknown": "Un problème est survenu.",
  "field.tooLong": {
    one: "{count} caractère au maximum.",
    many: "{count} de caractères au maximum.",
    other: "{count} caractères au maximum.",
  },
  "field.labelRequired": "{label} : ne peut pas être vide.",
  "field.labelTooLong": "{label} : trop long.",
  "field.labelLength": "{label} : trop long ou trop court.",
  "field.labelControlCharacters":
    "{label} : retirez les retours à la ligne et les caractères de contrôle.",
  "field.labelInvalid": "{label} : cette valeur n’est pas acceptée.",
  "teams.nameRequired": "Saisissez le nom de l’équipe.",
  "members.whoMayChange":
    "Les propriétaires et les admins changent les rôles et retirent des membres.",
  "members.ownerOnly":
    "Seul un propriétaire change le rôle d’un propriétaire, en retire un ou nomme quelqu’un propriétaire.",
  "invitations.whoMayInvite":
    "Les propriétaires et les admins invitent des personnes et annulent les invitations.",
  "teams.whoMayManage":
    "Les propriétaires et les admins créent, renomment et suppriment les équipes.",
  "orgSettings.noLogo": "aucun (initiales)",
  "members.removeQuestion":
    "Retirer {name} de l’organisation ? L’accès cesse aussitôt ; une invitation le rétablit.",
  "apiKeys.revokeQuestion":
    "Révoquer la clé {name} ? Les scripts qui l’utilisent sont refusés dès maintenant.",
  "teams.removeQuestion": "Supprimer l’équipe {name} ? Ses membres restent dans l’organisation.",
  "teams.membersOf": "Personnes dans {name}",
  "teams.noMembers": "Personne dans cette équipe pour l’instant.",
  "teams.memberToAdd": "Membre à ajouter à {name}",
  "teams.addMember": "Ajouter à l’équipe",
  "teams.removeMemberQuestion":
    "Retirer {member} de l’équipe {name} ? Cette personne reste dans l’organisation.",
  "linked.unlinkQuestion": "Dissocier {provider} ? Vous ne pourrez plus vous connecter avec.",
  "ban.question":
    "Bannir {name} ? Toutes ses sessions prennent fin et la connexion est impossible jusqu’à la fin du bannissement.",
  "header.menu": "Menu",
  "profile.askName":
    "Bienvenue ! Comment vous appeler ? Votre nom est ce que les autres voient dans les organisations et les invitations.",
};
