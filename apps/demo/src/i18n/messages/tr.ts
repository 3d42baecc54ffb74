import type { Catalogue } from "../catalogue";

export const tr: Catalogue = {
  "app.loading": "Yükleniyor",
  "language.label": "Dil",
  "header.navLabel": "Hesap",
  "header.adminArea": "Yönetim",
  "header.signingOut": "Çıkış yapılıyor…",
  "header.signOut": "Çıkış yap",
  "header.signIn": "Giriş yap",
  "header.signUp": "Kaydol",
  "footer.credit": "Tollgate Demo · hesaplar @tollgate/auth-server ile",
  "devMailbox.open": "Geliştirici posta kutusunu aç",
  "common.sending": "Gönderiliyor…",
  "captcha.failed": "Captcha yüklenemedi. Bağlantınızı kontrol edip sayfayı yenileyin.",

  "field.name": "Ad",
  "field.email": "E-posta",
  "field.password": "Şifre",
  "field.nameRequired": "Adınızı girin.",
  "field.emailRequired": "E-posta adresinizi girin.",
  "field.emailInvalid": "ad@example.com gibi geçerli bir e-posta adresi girin.",
  "field.identifierRequired": "E-posta adresinizi veya kullanıcı adınızı girin.",
  "field.passwordRequired": "Şifrenizi girin.",
  "field.currentPasswordRequired": "Mevcut şifrenizi girin.",
  "field.passwordTooShort": "En az 8 karakter kullanın.",
  "field.passwordTooLong": "En fazla 128 karakter kullanın.",
  "field.passwordsDiffer": "İki şifre aynı değil.",
  "field.usernameTooShort": "Kullanıcı adları en az 3 karakterdir.",
  "field.usernameTooLong": "Kullanıcı adları en fazla 30 karakterdir.",
  "field.usernameInvalid": "Yalnızca harf, rakam, nokta ve alt çizgi kullanın.",
  "field.imageInvalid":
    "https:// veya http:// ile başlayan bir web adresi girin ya da boş bırakın.",

  "signIn.pageTitle": "Giriş yap",
  "signIn.title": "Tekrar hoş geldiniz",
  "signIn.subtitle": "E-posta adresiniz veya kullanıcı adınızla giriş yapın.",
  "signIn.newHere": "Yeni misiniz?",
  "signIn.createAccount": "Hesap oluşturun",
  "signIn.identifier": "E-posta veya kullanıcı adı",
  "signIn.forgotPassword": "Şifrenizi mi unuttunuz?",
  "signIn.rememberMe": "Bu cihazda oturumum açık kalsın",
  "signIn.pending": "Giriş yapılıyor…",
  "signIn.submit": "Giriş yap",

  "signUp.pageTitle": "Kaydol",
  "signUp.title": "Hesabınızı oluşturun",
  "signUp.subtitle":
    "Bir dakikanızı alır. Adresinizi onaylamanız için size bir bağlantı göndereceğiz.",
  "signUp.haveAccount": "Zaten hesabınız var mı?",
  "signUp.signIn": "Giriş yapın",
  "signUp.username": "Kullanıcı adı (isteğe bağlı)",
  "signUp.usernameHint":
    "E-posta yerine bununla giriş yapın. 3–30 harf, rakam, nokta veya alt çizgi.",
  "signUp.passwordHint": "En az 8 karakter.",
  "signUp.pending": "Hesabınız oluşturuluyor…",
  "signUp.submit": "Hesap oluştur",

  "username.checking": "Kontrol ediliyor…",
  "username.available": "Kullanılabilir",

  "social.providers": "Giriş sağlayıcıları",
  "social.opening": "{provider} açılıyor…",
  "social.continueWith": "{provider} ile devam et",
  "social.orSignUpWithEmail": "veya e-postayla kaydolun",
  "social.orUseEmail": "veya e-postanızı kullanın",

  "magicLink.open": "Bunun yerine bana giriş bağlantısı gönder",
  "magicLink.email": "Giriş bağlantısı için e-posta",
  "magicLink.sent":
    "{email} adresinin bir hesabı varsa ya da hesap açabiliyorsa giriş bağlantısı yolda. Bağlantı bir kez ve 5 dakika boyunca çalışır.",
  "magicLink.submit": "Bana bağlantı gönder",

  "error.INVALID_EMAIL_OR_PASSWORD": "Bu e-posta ve şifre hiçbir hesapla eşleşmiyor.",
  "error.INVALID_USERNAME_OR_PASSWORD": "Bu kullanıcı adı ve şifre hiçbir hesapla eşleşmiyor.",
  "error.EMAIL_NOT_VERIFIED":
    "E-posta adresiniz henüz doğrulanmadı. Size gönderdiğimiz bağlantıyı açın (az önce yenisini gönderdik).",
  "error.USER_ALREADY_EXISTS": "Bu e-posta adresiyle bir hesap zaten var.",
  "error.INVALID_PASSWORD": "Şifre doğru değil.",
  "error.CREDENTIAL_ACCOUNT_NOT_FOUND": "Bu hesabın henüz şifresi yok.",
  "error.USERNAME_IS_ALREADY_TAKEN": "Bu kullanıcı adı alınmış. Başka bir tane deneyin.",
  "error.INVALID_TOKEN":
    "Bu bağlantı geçersiz, zaten kullanılmış ya da süresi dolmuş. Yenisini isteyin.",
  "error.TOKEN_EXPIRED": "Bu bağlantının süresi doldu. Yenisini isteyin.",
  "error.USER_NOT_FOUND": "Bu hesabı bulamadık.",
  "error.EMAIL_IS_THE_SAME": "Bu zaten sizin e-posta adresiniz.",
  "error.SESSION_NOT_FRESH":
    "Güvenliğiniz için bunu yapmadan önce çıkış yapıp yeniden giriş yapın.",
  "error.SESSION_NOT_FOUND": "Bu oturum zaten sona erdi.",
  "error.UNAUTHORIZED": "Bunun için giriş yapmanız gerekiyor.",
  "error.TOO_MANY_REQUESTS":
    "Kısa sürede çok fazla deneme yapıldı. Birkaç saniye bekleyip yeniden deneyin.",
  "error.FAILED_TO_SEND_EMAIL": "E-postayı gönderemedik. Lütfen biraz sonra yeniden deneyin.",
  "error.NETWORK_ERROR": "Sunucuya ulaşamıyoruz. Bağlantınızı kontrol edip yeniden deneyin.",
  "error.NO_FIELDS_TO_UPDATE": "Hiçbir şey değişmedi.",
  "error.unknown": "Bir şeyler ters gitti ({status}).",
  "error.noAnswer": "yanıt yok",

  "banned.message": "Bu uygulamadan uzaklaştırıldınız.",
  "banned.reason": "Neden: {reason}",
  "banned.endsOn": "Uzaklaştırma {end} tarihinde sona erer.",
  "banned.noEnd": "Uzaklaştırmanın bitiş tarihi yok.",

  "linkError.token_expired": "Bu bağlantının süresi doldu. Aşağıdan yenisini isteyin.",
  "linkError.invalid_token": "Bu bağlantı geçerli değil. Eksik ya da zaten kullanılmış olabilir.",
  "linkError.user_not_found": "Bu bağlantının ait olduğu hesap artık yok.",
  "linkError.unauthorized":
    "Bağlantının gönderildiği hesapla giriş yapın, ardından bağlantıyı yeniden açın.",
  "linkError.user_already_exists": "Bu e-posta adresini zaten başka bir hesap kullanıyor.",
  "linkError.failed_to_send_email": "Sonraki e-postayı gönderemedik. Lütfen yeniden deneyin.",
  "linkError.INVALID_TOKEN": "Bu bağlantı geçersiz, zaten kullanılmış ya da süresi dolmuş.",
  "linkError.NOT_AUTHENTICATED":
    "Önce giriş yapın, ardından e-postanızdaki bağlantıyı yeniden açın.",
  "linkError.EXPIRED_TOKEN":
    "Bu giriş bağlantısının süresi doldu (5 dakika geçerlidir). Yenisini isteyin.",
  "linkError.new_user_signup_disabled": "Bu e-posta adresini kullanan bir hesap yok.",

  "socialError.interrupted": "Giriş çok uzun sürdü ya da yarıda kaldı. Lütfen baştan başlayın.",
  "socialError.internal_server_error":
    "Bizim tarafımızda bir sorun oluştu. Lütfen yeniden deneyin.",
  "socialError.account_not_linked":
    "Bu e-postayla bir hesap zaten var. Her zamanki gibi giriş yapın, sonra bu sağlayıcıyı hesap sayfanızdan bağlayın.",
  "socialError.signup_disabled": "Şu anda yeni hesap oluşturulamıyor.",
  "socialError.access_denied": "Giriş, sağlayıcıda iptal edildi.",
  "socialError.invalid_callback_request":
    "Sağlayıcı anlayamadığımız bir yanıt verdi. Lütfen baştan başlayın.",
  "socialError.no_code": "Sağlayıcı girişi tamamlamadı. Lütfen baştan başlayın.",
  "socialError.invalid_code": "Sağlayıcının yanıtının süresi dolmuştu. Lütfen baştan başlayın.",
  "socialError.oauth_provider_not_found": "Bu giriş sağlayıcısı artık kullanılamıyor.",
  "socialError.unable_to_get_user_info":
    "Profilinizi sağlayıcıdan okuyamadık. Lütfen yeniden deneyin.",
  "socialError.email_not_found":
    "Sağlayıcı bir e-posta adresi paylaşmadı; bu uygulamanın buna ihtiyacı var.",
  "socialError.email_doesnt_match":
    "Bu sağlayıcı hesabı sizinkinden farklı bir e-posta adresi kullanıyor.",
  "socialError.account_already_linked_to_different_user":
    "Bu sağlayıcı hesabı bu uygulamanın başka bir kullanıcısına zaten bağlı.",
  "socialError.unable_to_link_account": "Bu hesabı bağlayamadık. Lütfen yeniden deneyin.",
  "socialError.unable_to_create_user": "Hesabınızı oluşturamadık. Lütfen yeniden deneyin.",
  "socialError.unable_to_create_session": "Giriş yapmanızı sağlayamadık. Lütfen yeniden deneyin.",
};
