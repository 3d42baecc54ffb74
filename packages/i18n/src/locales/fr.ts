import { defineCatalogue } from "../define-catalogue";

/** French (spec id 16). `many` (millions, here written in digits) reads as `other`. */
export const fr = defineCatalogue("fr", {
  // @tollgate/auth-server
  USER_NOT_FOUND: "Utilisateur introuvable",
  FAILED_TO_CREATE_USER: "Impossible de créer l’utilisateur",
  FAILED_TO_CREATE_SESSION: "Impossible de créer la session",
  FAILED_TO_UPDATE_USER: "Impossible de mettre à jour l’utilisateur",
  FAILED_TO_GET_SESSION: "Impossible de récupérer la session",
  INVALID_PASSWORD: "Mot de passe non valide",
  INVALID_EMAIL: "Adresse e-mail non valide",
  INVALID_EMAIL_OR_PASSWORD: "Adresse e-mail ou mot de passe incorrect",
  SOCIAL_ACCOUNT_ALREADY_LINKED: "Ce compte de réseau social est déjà associé",
  PROVIDER_NOT_FOUND: "Fournisseur introuvable",
  INVALID_TOKEN: "Jeton non valide",
  ID_TOKEN_NOT_SUPPORTED: "id_token n’est pas pris en charge",
  FAILED_TO_GET_USER_INFO: "Impossible de récupérer les informations de l’utilisateur",
  USER_EMAIL_NOT_FOUND: "Adresse e-mail de l’utilisateur introuvable",
  EMAIL_NOT_VERIFIED: "Adresse e-mail non vérifiée",
  PASSWORD_TOO_SHORT: "Mot de passe trop court",
  PASSWORD_TOO_LONG: "Mot de passe trop long",
  USER_ALREADY_EXISTS: "Cet utilisateur existe déjà",
  EMAIL_CAN_NOT_BE_UPDATED: "L’adresse e-mail ne peut pas être modifiée",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Aucun compte avec mot de passe trouvé",
  SESSION_EXPIRED: "Session expirée. Reconnectez-vous pour effectuer cette action.",
  SESSION_NOT_FRESH: "La session n’est pas assez récente",
  CREDENTIAL_SESSION_NOT_ALLOWED:
    "Cette action exige une session ouverte : une session créée par une clé d’API ne peut pas l’effectuer",
  CREDENTIAL_PERMISSION_MISSING: "Les permissions de la clé d’API n’autorisent pas cette action",
  FAILED_TO_UNLINK_LAST_ACCOUNT: "Vous ne pouvez pas dissocier votre dernier compte",
  ACCOUNT_NOT_FOUND: "Compte introuvable",
  UNABLE_TO_CREATE_VERIFICATION: "Impossible de créer la vérification",
  VERIFICATION_EMAIL_NOT_ENABLED: "L’e-mail de vérification n’est pas activé",
  SESSION_NOT_FOUND: "Session introuvable",
  HEADERS_IS_REQUIRED: "Les en-têtes sont requis",
  REQUEST_IS_REQUIRED: "La requête est requise",
  INVALID_BODY_PARAMETERS: "Paramètres du corps de la requête non valides",
  INVALID_QUERY_PARAMETERS: "Paramètres de requête non valides",
  EMAIL_AND_PASSWORD_NOT_ENABLED: "La connexion par e-mail et mot de passe n’est pas activée",
  RESET_PASSWORD_NOT_ENABLED: "La réinitialisation du mot de passe n’est pas activée",
  CHANGE_EMAIL_DISABLED: "Le changement d’adresse e-mail est désactivé",
  EMAIL_IS_THE_SAME: "L’adresse e-mail est identique",
  COULDNT_UPDATE_YOUR_EMAIL: "Impossible de modifier votre adresse e-mail",
  USER_ALREADY_HAS_PASSWORD: "L’utilisateur a déjà un mot de passe",
  EITHER_USER_ID_OR_SESSION_REQUIRED: "userId ou une session est requis",
  PROVIDER_NOT_SUPPORTED: "Le fournisseur {x} n’est pas pris en charge",
  PROVIDER_X_NOT_FOUND: "Fournisseur {x} introuvable",
  PROVIDER_DOES_NOT_SUPPORT_REFRESH:
    "Le fournisseur {x} ne prend pas en charge le renouvellement des jetons",
  FAILED_TO_GET_ACCESS_TOKEN: "Impossible d’obtenir un jeton d’accès valide",
  FAILED_TO_REFRESH_ACCESS_TOKEN: "Impossible de renouveler le jeton d’accès",
  NOT_AUTHENTICATED: "Vous n’êtes pas connecté",
  NOT_AUTHORIZED: "Non autorisé",
  SIGN_UP_DISABLED: "Les inscriptions sont désactivées",
  INVALID_ORIGIN: "Origine non valide",
  INVALID_CALLBACK_URL: "callbackURL non valide",
  INVALID_REDIRECT_URL: "redirectTo non valide",
  INVALID_ERROR_CALLBACK_URL: "errorCallbackURL non valide",
  INVALID_NEW_USER_CALLBACK_URL: "newUserCallbackURL non valide",
  CALLBACK_URL_REQUIRED: "callbackURL est requis",
  TOO_MANY_REQUESTS: "Trop de requêtes. Veuillez réessayer plus tard.",
  BODY_TOO_LARGE: "Le corps de la requête est trop volumineux",
  NOT_FOUND: "Introuvable",
  METHOD_NOT_ALLOWED: "Méthode non autorisée",
  INVALID_PATH_PARAMETER:
    "Paramètre de chemin {parameter} non valide : encodage pourcent mal formé",
  REQUEST_ABORTED: "Le client a fermé la connexion avant l’arrivée du corps de la requête",
  OPERATION_REFUSED: "L’opération a été refusée par un hook de la base de données",
  INTERNAL_SERVER_ERROR: "Erreur interne du serveur",
  SERVICE_TEMPORARILY_UNAVAILABLE:
    "Service temporairement indisponible. Veuillez réessayer plus tard.",
  INVALID_JSON: "Corps JSON non valide",
  UNSUPPORTED_MEDIA_TYPE:
    "Content-Type non pris en charge : envoyez application/json (ou application/x-www-form-urlencoded)",
  NO_FIELDS_TO_UPDATE: "Aucun champ à mettre à jour",
  INVALID_FIELD: "Valeur non valide pour le champ {field}",
  FIELD_REQUIRED: "Le champ {field} est obligatoire",
  FIELD_TOO_LONG: {
    count: "max",
    one: "Le champ {field} est trop long ({max} caractère au maximum)",
    many: "Le champ {field} est trop long ({max} caractères au maximum)",
    other: "Le champ {field} est trop long ({max} caractères au maximum)",
  },
  FIELD_HAS_CONTROL_CHARACTERS: "Le champ {field} ne doit pas contenir de caractères de contrôle",
  EMAIL_LOCAL_PART_TOO_LONG: {
    count: "max",
    one: "La partie de {field} avant le @ est trop longue ({max} caractère au maximum)",
    many: "La partie de {field} avant le @ est trop longue ({max} caractères au maximum)",
    other: "La partie de {field} avant le @ est trop longue ({max} caractères au maximum)",
  },
  FAILED_TO_SEND_EMAIL: "Impossible d’envoyer l’e-mail",
  TOKEN_EXPIRED: "Le jeton a expiré",
  UNAUTHORIZED: "Accès non autorisé",
  EMAIL_MISMATCH:
    "Vous ne pouvez envoyer un e-mail de vérification qu’à votre propre adresse e-mail",
  DELETE_USER_DISABLED: "La suppression des utilisateurs est désactivée",
  ACCOUNT_NOT_LINKED: "Compte non associé",
  UNABLE_TO_LINK_ACCOUNT: "Impossible d’associer le compte",
  UNABLE_TO_CREATE_USER: "Impossible de créer l’utilisateur",
  UNABLE_TO_CREATE_SESSION: "Impossible de créer la session",
  SIGNUP_DISABLED: "Inscriptions désactivées",

  // @tollgate/auth-server/access
  YOU_ARE_NOT_ALLOWED_TO_ACCESS_RESOURCE:
    "Vous n’êtes pas autorisé à accéder à la ressource : {resource}",
  UNAUTHORIZED_TO_ACCESS_RESOURCE: "Accès non autorisé à la ressource « {resource} »",

  // @tollgate/admin-plugin
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "Cet utilisateur existe déjà. Utilisez une autre adresse e-mail.",
  YOU_CANNOT_BAN_YOURSELF: "Vous ne pouvez pas vous bannir vous-même",
  YOU_CANNOT_REMOVE_YOURSELF: "Vous ne pouvez pas vous supprimer vous-même",
  YOU_CANNOT_IMPERSONATE_ADMINS: "Vous ne pouvez pas usurper l’identité d’un administrateur",
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE:
    "Vous ne pouvez pas attribuer un rôle qui n’existe pas",
  INVALID_ROLE_TYPE: "Type de rôle non valide",
  NO_DATA_TO_UPDATE: "Aucune donnée à mettre à jour",
  PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER:
    "Le mot de passe ne peut pas être modifié via update-user. Utilisez plutôt l’endpoint set-user-password",
  USER_ID_CANNOT_BE_UPDATED: "L’identifiant de l’utilisateur ne peut pas être modifié",
  BANNED_USER: "Vous avez été banni de cette application",
  BANNED_UNTIL: "Motif : {reason}. Le bannissement prend fin le {expires}.",
  BANNED_WITHOUT_END: "Motif : {reason}. Le bannissement est définitif.",
  YOU_ARE_NOT_IMPERSONATING_ANYONE: "Vous n’usurpez l’identité de personne",
  FAILED_TO_FIND_ADMIN_SESSION: "Session administrateur introuvable",
  USER_ID_OR_ROLE_IS_REQUIRED: "L’identifiant de l’utilisateur ou le rôle est requis",
  NO_PERMISSIONS_GIVEN: "Vérification des permissions non valide : aucune permission fournie.",
  INVALID_LIST_USERS_FIELD: "Champ non valide : {field}",
  API_KEYS_NOT_ENABLED: "Les clés d’API ne sont pas activées sur ce serveur",

  // @tollgate/api-key-plugin
  KEY_NOT_FOUND: "Clé API introuvable",
  KEY_DISABLED: "La clé API est désactivée",
  KEY_EXPIRED: "La clé API a expiré",
  USAGE_EXCEEDED: "La clé API a atteint sa limite d’utilisation",
  RATE_LIMIT_EXCEEDED: "Limite de requêtes dépassée.",
  INVALID_API_KEY: "Clé API non valide.",
  INVALID_USER_ID_FROM_API_KEY: "L’identifiant utilisateur de la clé API n’est pas valide.",
  SERVER_ONLY_PROPERTY:
    "La propriété que vous essayez de définir ne peut l’être que depuis l’instance auth du serveur.",
  NO_VALUES_TO_UPDATE: "Aucune valeur à mettre à jour.",
  EXPIRES_IN_IS_TOO_SMALL: "expiresIn est inférieur à la valeur minimale définie.",
  EXPIRES_IN_IS_TOO_LARGE: "expiresIn est supérieur à la valeur maximale définie.",
  INVALID_PREFIX_LENGTH: "Le préfixe est trop long ou trop court.",
  INVALID_NAME_LENGTH: "Le nom est trop long ou trop court.",
  REFILL_AMOUNT_AND_INTERVAL_REQUIRED: "refillAmount est requis lorsque refillInterval est fourni",
  REFILL_INTERVAL_AND_AMOUNT_REQUIRED: "refillInterval est requis lorsque refillAmount est fourni",
  INSUFFICIENT_API_KEY_PERMISSIONS:
    "La clé API n’a pas les permissions nécessaires à cette action.",

  // @tollgate/captcha-plugin
  MISSING_RESPONSE: "Réponse CAPTCHA manquante",
  VERIFICATION_FAILED: "La vérification CAPTCHA a échoué",
  UNKNOWN_ERROR: "Une erreur s’est produite",
  SERVICE_UNAVAILABLE: "Service CAPTCHA indisponible",

  // @tollgate/magic-link-plugin
  EXPIRED_TOKEN: "Ce lien de connexion a expiré",
  NEW_USER_SIGNUP_DISABLED:
    "Les inscriptions sont désactivées : aucun compte n’utilise cette adresse e-mail",
  FAILED_TO_SEND_MAGIC_LINK: "Impossible d’envoyer le lien de connexion",
  TOO_MANY_MAGIC_LINKS:
    "Trop de liens de connexion ont été demandés pour cette adresse e-mail. Réessayez plus tard.",

  // @tollgate/passkey-plugin
  CHALLENGE_NOT_FOUND: "Défi introuvable ou expiré",
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY:
    "Vous n'êtes pas autorisé à enregistrer cette clé d'accès",
  FAILED_TO_VERIFY_REGISTRATION: "L'enregistrement n'a pas pu être vérifié",
  PASSKEY_NOT_FOUND: "Clé d'accès introuvable",
  AUTHENTICATION_FAILED: "L'authentification a échoué",
  FAILED_TO_UPDATE_PASSKEY: "La clé d'accès n'a pas pu être modifiée",
  SESSION_REQUIRED: "L'enregistrement d'une clé d'accès nécessite d'être connecté",

  // @tollgate/passkey-plugin/client
  AUTH_CANCELLED: "La connexion avec la clé d'accès a été annulée",
  REGISTRATION_CANCELLED: "L'enregistrement de la clé d'accès a été annulé",
  PREVIOUSLY_REGISTERED: "Cette clé d'accès est déjà enregistrée",

  // @tollgate/two-factor-plugin
  OTP_NOT_ENABLED: "Les codes à usage unique ne sont pas activés",
  OTP_NOT_CONFIGURED: "Les codes à usage unique ne sont pas disponibles",
  OTP_HAS_EXPIRED: "Le code à usage unique a expiré",
  TOTP_NOT_ENABLED: "L'application d'authentification n'est pas configurée",
  TOTP_ALREADY_ENABLED: "L'application d'authentification est déjà configurée",
  TOTP_NOT_CONFIGURED: "Les applications d'authentification ne sont pas disponibles",
  TWO_FACTOR_NOT_ENABLED: "L'authentification à deux facteurs n'est pas activée",
  BACKUP_CODES_NOT_ENABLED: "Les codes de secours ne sont pas activés",
  INVALID_BACKUP_CODE: "Code de secours invalide",
  INVALID_CODE: "Code invalide",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Trop de tentatives. Veuillez demander un nouveau code.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Trop de tentatives de vérification échouées. Votre compte est temporairement verrouillé. Veuillez réessayer plus tard.",
  INVALID_TWO_FACTOR_COOKIE: "Cookie d'authentification à deux facteurs invalide",
  TWO_FACTOR_SECRET_UNREADABLE:
    "Le secret d'authentification à deux facteurs ne se déchiffre avec aucun des secrets configurés : ajoutez à previousSecrets le secret avec lequel il a été créé",

  // @tollgate/organization-plugin
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION:
    "Vous n’êtes pas autorisé à créer une organisation",
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS:
    "Vous avez atteint le nombre maximal d’organisations",
  ORGANIZATION_ALREADY_EXISTS: "Cette organisation existe déjà",
  ORGANIZATION_NOT_FOUND: "Organisation introuvable",
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: "L’utilisateur n’est pas membre de l’organisation",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION:
    "Vous n’êtes pas autorisé à modifier cette organisation",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION:
    "Vous n’êtes pas autorisé à supprimer cette organisation",
  NO_ACTIVE_ORGANIZATION: "Aucune organisation active",
  MEMBER_NOT_FOUND: "Membre introuvable",
  TEAM_NOT_FOUND: "Équipe introuvable",
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER:
    "Vous ne pouvez pas quitter l’organisation, car vous en êtes le seul propriétaire",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: "Vous n’êtes pas autorisé à retirer ce membre",
  INVITATION_NOT_FOUND: "Invitation introuvable",
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION:
    "Vous n’êtes pas le destinataire de cette invitation",
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION:
    "Vous n’êtes pas autorisé à annuler cette invitation",
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION:
    "La personne qui a envoyé l’invitation n’est plus membre de l’organisation",
  FAILED_TO_RETRIEVE_INVITATION: "Impossible de récupérer l’invitation",
  UNABLE_TO_REMOVE_LAST_TEAM: "Impossible de supprimer la dernière équipe",
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: "L’organisation a atteint sa limite de membres",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION:
    "Vous n’êtes pas autorisé à supprimer des équipes dans cette organisation",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM: "Vous n’êtes pas autorisé à modifier cette équipe",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM: "Vous n’êtes pas autorisé à supprimer cette équipe",
  INVITATION_NOT_FOUND_EXCLAMATION: "Invitation introuvable !",
  SLUG_IS_TAKEN: "Ce slug est déjà pris",
  ORGANIZATION_ID_IS_REQUIRED: "L’identifiant de l’organisation est requis",
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: "Vous n’êtes pas membre de cette organisation",
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION:
    "L’utilisateur est déjà membre de cette organisation",
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION:
    "L’utilisateur a déjà été invité dans cette organisation",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: "Vous n’êtes pas autorisé à modifier ce membre",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION:
    "Vous n’êtes pas autorisé à inviter des utilisateurs dans cette organisation",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE:
    "Vous n’êtes pas autorisé à inviter un utilisateur avec ce rôle",
  YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION:
    "Vous n’êtes pas autorisé à créer des équipes dans cette organisation",
  ROLE_NOT_FOUND: "Rôle introuvable",
  TEAM_ALREADY_EXISTS: "Une équipe porte déjà ce nom",
  INVALID_TEAM_ID: "L’identifiant de l’équipe contient un caractère réservé",
  USER_IS_NOT_A_MEMBER_OF_THE_TEAM: "L’utilisateur n’est pas membre de l’équipe",
  YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM: "Vous n’avez pas d’équipe active",
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM_MEMBER:
    "Vous n’êtes pas autorisé à ajouter des membres à cette équipe",
  YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER:
    "Vous n’êtes pas autorisé à retirer des membres de cette équipe",
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION:
    "Vous devez vérifier votre adresse e-mail avant d’accepter ou de refuser l’invitation",
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION:
    "Vous devez vérifier votre adresse e-mail pour voir les invitations qui lui sont adressées",

  // @tollgate/audit-log-plugin
  YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS:
    "Vous n’êtes pas autorisé à lister les événements d’audit",
  INVALID_TIME_RANGE: "La plage horaire n’est pas valide",
  AUDIT_EVENTS_ARE_NOT_STORED: "Les événements d’audit ne sont pas enregistrés",

  // @tollgate/username-plugin
  INVALID_USERNAME_OR_PASSWORD: "Nom d’utilisateur ou mot de passe incorrect",
  UNEXPECTED_ERROR: "Erreur inattendue",
  USERNAME_IS_ALREADY_TAKEN: "Ce nom d’utilisateur est déjà pris. Veuillez en choisir un autre.",
  USERNAME_TOO_SHORT: "Le nom d’utilisateur est trop court",
  USERNAME_TOO_LONG: "Le nom d’utilisateur est trop long",
  INVALID_USERNAME: "Le nom d’utilisateur n’est pas valide",
  INVALID_DISPLAY_USERNAME: "Le nom affiché n’est pas valide",

  // @tollgate/webhook-verifier
  MISSING_REQUIRED_HEADERS: "En-têtes obligatoires manquants",
  INVALID_SIGNATURE_HEADERS: "En-têtes de signature non valides",
  MESSAGE_TIMESTAMP_TOO_OLD: "L’horodatage du message est trop ancien",
  MESSAGE_TIMESTAMP_TOO_NEW: "L’horodatage du message est trop loin dans le futur",
  NO_MATCHING_SIGNATURE_FOUND: "Aucune signature correspondante trouvée",
  WEBHOOK_SECRET_IS_REQUIRED: "Le secret du webhook est requis",
  WEBHOOK_SECRET_IS_EMPTY: "Le secret du webhook est vide",
  WEBHOOK_SECRET_IS_NOT_VALID_BASE64: "Le secret du webhook n’est pas du base64 valide",
  WEBHOOK_SECRET_KEY_ENCODING_IS_INVALID:
    "L’encodage de la clé du secret du webhook n’est pas valide",
  TOLERANCE_MUST_BE_A_NON_NEGATIVE_NUMBER_OF_SECONDS:
    "La tolérance doit être un nombre de secondes positif ou nul",
  WEBHOOK_ID_IS_REQUIRED: "L’identifiant du webhook est requis",
  WEBHOOK_TIMESTAMP_MUST_BE_WHOLE_SECONDS:
    "L’horodatage du webhook doit être exprimé en secondes entières",
  WEBHOOK_BODY_MUST_BE_A_STRING_UINT8ARRAY_OR_ARRAYBUFFER:
    "Le corps du webhook doit être une chaîne, un Uint8Array ou un ArrayBuffer",
  HMAC_BACKEND_MUST_BE_AUTO_WEB_CRYPTO_OR_NODE:
    "L’implémentation HMAC doit être auto, web-crypto ou node",
  NODE_CRYPTO_IS_NOT_AVAILABLE_IN_THIS_RUNTIME:
    "Le module crypto de Node n’est pas disponible dans cet environnement",
  RAW_BODY_REQUIRED_BUT_THE_REQUEST_BODY_WAS_ALREADY_PARSED:
    "Le corps brut est requis, mais le corps de la requête a déjà été analysé",
  WEBHOOK_PAYLOAD_IS_NOT_VALID_JSON: "Le contenu du webhook n’est pas du JSON valide",
  WEBHOOK_PAYLOAD_IS_NOT_A_VALID_EVENT: "Le contenu du webhook n’est pas un événement valide",
  WEBHOOK_HANDLER_FAILED: "Le gestionnaire du webhook a échoué",

  // @tollgate/billing-plugin
  PRODUCT_NOT_FOUND: "Produit introuvable",
  PRODUCTS_OR_SLUG_IS_REQUIRED: "Des produits ou un slug sont requis",
  YOU_MUST_BE_LOGGED_IN_TO_CHECKOUT: "Vous devez être connecté pour passer au paiement",
  REFERENCE_ID_IS_REQUIRED: "L’identifiant de référence est requis",
  YOU_ARE_NOT_ALLOWED_TO_MANAGE_THE_BILLING_OF_THIS_ORGANIZATION:
    "Vous n’êtes pas autorisé à gérer la facturation de cette organisation",
  YOU_ARE_NOT_ALLOWED_TO_VIEW_THE_BILLING_OF_THIS_ORGANIZATION:
    "Vous n’êtes pas autorisé à consulter la facturation de cette organisation",
  INVALID_SUCCESS_URL: "successUrl non valide",
  INVALID_RETURN_URL: "returnUrl non valide",
  INVALID_EMBED_ORIGIN: "embedOrigin non valide",
  CHECKOUT_CREATION_FAILED: "Impossible de créer la session de paiement",
  CUSTOMER_PORTAL_CREATION_FAILED: "Impossible d’ouvrir le portail client",
  CUSTOMER_STATE_UNAVAILABLE: "État du client indisponible",
  ORDERS_LIST_FAILED: "Impossible de récupérer la liste des commandes",
  SUBSCRIPTIONS_LIST_FAILED: "Impossible de récupérer la liste des abonnements",
  PAYMENTS_PLATFORM_UNAVAILABLE: "Plateforme de paiement indisponible",
  PAYMENTS_PLATFORM_REFUSED_THE_REQUEST: "La plateforme de paiement a refusé la requête",
  PAYMENTS_PLATFORM_RESOURCE_NOT_FOUND: "Ressource introuvable sur la plateforme de paiement",
  WEBHOOKS_ARE_NOT_CONFIGURED: "Les webhooks ne sont pas configurés",

  // A social sign-in's ?error= values
  INVALID_CALLBACK_REQUEST: "Impossible de lire la réponse du fournisseur de connexion",
  STATE_NOT_FOUND: "Cette connexion n’a pas commencé ici. Veuillez recommencer.",
  NO_CODE: "Le fournisseur de connexion n’a envoyé aucun code d’autorisation",
  OAUTH_PROVIDER_NOT_FOUND: "Ce fournisseur de connexion n’est pas disponible",
  UNABLE_TO_GET_USER_INFO:
    "Impossible de récupérer votre profil auprès du fournisseur de connexion",
  EMAIL_NOT_FOUND: "Le fournisseur de connexion n’a communiqué aucune adresse e-mail",
  NO_CALLBACK_URL: "Aucune page où revenir après la connexion",
  ACCOUNT_ALREADY_LINKED_TO_DIFFERENT_USER: "Ce compte est déjà associé à un autre utilisateur",
  EMAIL_DOES_NOT_MATCH: "L’adresse e-mail de ce compte n’est pas la vôtre",
  PLEASE_RESTART_THE_PROCESS: "La connexion a expiré ou a déjà été utilisée. Veuillez recommencer.",

  // @tollgate/i18n
  NETWORK_ERROR: "Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.",
  ABORTED: "La requête a été annulée",
  TOO_MANY_REQUESTS_RETRY_AFTER: {
    count: "seconds",
    one: "Trop de requêtes. Réessayez dans {seconds} seconde.",
    many: "Trop de requêtes. Réessayez dans {seconds} secondes.",
    other: "Trop de requêtes. Réessayez dans {seconds} secondes.",
  },
});
