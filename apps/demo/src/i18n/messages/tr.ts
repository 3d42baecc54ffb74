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
  "header.pricing": "Fiyatlar",
  "footer.credit": "Tollgate Demo · hesaplar @tollgate/auth-server ile",
  "footer.apiReference": "API başvurusu",
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

  "common.backToSignIn": "Girişe dön",
  "common.backToAccount": "Hesabınıza dönün",
  "common.goToAccount": "Hesabınıza gidin",
  "common.loadingAccount": "Hesabınız yükleniyor",
  "common.saving": "Kaydediliyor…",

  "checkEmail.title": "E-postanızı kontrol edin",
  "checkEmail.subtitle":
    "{email} adresine bir bağlantı gönderdik. Adresinizi doğrulamak için açın; ardından oturumunuz açılır.",
  "checkEmail.yourAddress": "adresiniz",
  "checkEmail.didntGetIt": "Gelmedi mi?",
  "checkEmail.spam": "İstenmeyen posta klasörüne bakın ya da yeni bir bağlantı isteyin.",

  "verified.pageTitle": "E-posta doğrulandı",
  "verified.pageTitleFailed": "E-posta doğrulanamadı",
  "verified.failedTitle": "E-postanızı doğrulayamadık",
  "verified.verifying": "Doğrulanıyor…",
  "verified.title": "E-postanız doğrulandı",
  "verified.passwordResetRequired":
    "Bu bağlantı, hesabın oluşturulduğu tarayıcıdan farklı bir tarayıcıda açıldı; bu yüzden o zaman seçilen şifre artık geçerli değil. Şifreyle giriş yapmak için {link}.",
  "verified.chooseNewPassword": "yeni bir şifre belirleyin",
  "verified.signedInAs": "{email} olarak giriş yaptınız.",
  "verified.thanks": "Adresinizi onayladığınız için teşekkürler. Artık giriş yapabilirsiniz.",

  "emailChanged.pageTitle": "E-posta değişti",
  "emailChanged.pageTitleVerified": "Yeni e-posta doğrulandı",
  "emailChanged.pageTitleFailed": "E-posta değişmedi",
  "emailChanged.failedTitle": "E-postanızı değiştiremedik",
  "emailChanged.changing": "E-postanız değiştiriliyor…",
  "emailChanged.signInTitle": "Hesabınızı görmek için giriş yapın",
  "emailChanged.signInWithNew": "Devam etmek için yeni e-posta adresinizle giriş yapın.",
  "emailChanged.verifiedTitle": "Yeni e-posta adresiniz doğrulandı",
  "emailChanged.usesFromNow": "Hesabınız bundan sonra {email} adresini kullanıyor.",
  "emailChanged.title": "E-posta adresiniz değişti",
  "emailChanged.nowUses":
    "Hesabınız artık {email} adresini kullanıyor. Bundan sonra bu adresle giriş yapın.",

  "field.newPassword": "Yeni şifre",
  "field.repeatNewPassword": "Yeni şifreyi tekrarlayın",

  "forgot.title": "Şifrenizi sıfırlayın",
  "forgot.subtitle":
    "Hesabınızın e-posta adresini girin; yeni bir şifre seçmeniz için size bir bağlantı gönderelim.",
  "forgot.sent":
    "{email} adresini kullanan bir hesap varsa sıfırlama bağlantısı yolda. Bağlantı bir saat geçerlidir.",
  "forgot.submit": "Sıfırlama bağlantısı gönder",

  "reset.pageTitleBroken": "Sıfırlama bağlantısı",
  "reset.brokenTitle": "Bu sıfırlama bağlantısı çalışmıyor",
  "reset.askNew": "Yeni bağlantı iste",
  "reset.doneTitle": "Şifre değişti",
  "reset.done":
    "Yeni şifreniz kaydedildi ve tüm cihazlarda oturum kapatıldı. Şimdi yeni şifrenizle giriş yapın.",
  "reset.title": "Yeni bir şifre seçin",
  "reset.submit": "Yeni şifreyi kaydet",

  "authError.title": "Bir şeyler ters gitti",
  "authError.returnToApp": "Uygulamaya dön",
  "authError.code": "Hata kodu: {code}",
  "authError.signInAgain": "Yeniden giriş yap",

  "deleted.pageTitle": "Hesap silindi",
  "deleted.pageTitleFailed": "Hesap silinmedi",
  "deleted.failedTitle": "Hesabınız silinmedi",
  "deleted.title": "Hesabınız silindi",
  "deleted.createNew": "Yeni hesap oluştur",
  "deleted.gone": "Hesabınız, oturumları ve giriş yöntemleri kalıcı olarak silindi.",

  "notFound.title": "Sayfa bulunamadı",
  "notFound.subtitle": "Bu adreste hiçbir şey yok.",
  "notFound.home": "Ana sayfaya git",

  "resend.sent": "{email} adresine yeni bir bağlantı yolda.",
  "resend.submit": "Yeni bağlantı gönder",

  "unverified.sent":
    "Henüz doğrulanmadı: {email} adresine bir bağlantı gönderdik. Bu adresi doğrulamak için açın.",
  "unverified.resent":
    "Henüz doğrulanmadı: {email} adresine yeni bir bağlantı yolda. Bu adresi doğrulamak için açın.",
  "unverified.sendAgain": "Bağlantıyı yeniden gönder",

  "impersonation.label": "Kullanıcı yerine geçme",
  "impersonation.using": "Yönetici olarak {name} kullanıcısının hesabını kullanıyorsunuz.",
  "impersonation.usingNamed":
    "Yönetici olarak {name} ({email}) kullanıcısının hesabını kullanıyorsunuz.",
  "impersonation.switchingBack": "Geri dönülüyor…",
  "impersonation.stop": "Kendi hesabıma dön",

  "orgSwitcher.label": "Kuruluş",
  "orgSwitcher.none": "Kuruluş yok",
  "orgSwitcher.personal": "Kişisel",
  "orgSwitcher.create": "Kuruluş oluştur…",
  "orgSwitcher.manage": "Kuruluşları yönet…",

  "device.unknown": "Bilinmeyen cihaz",
  "device.aBrowser": "Bir tarayıcı",
  "device.browserOnSystem": "{system} üzerinde {browser}",

  "account.title": "Hesap ayarları",
  "account.subtitle":
    "Profilinizi, nasıl giriş yaptığınızı ve nerelerde oturum açık olduğunu yönetin.",

  "profile.title": "Profil",
  "profile.description": "Başkalarının sizi nasıl gördüğü.",
  "profile.picture": "Resim URL'si",
  "profile.pictureHint": "Kare bir resmin bağlantısı. Baş harfleriniz için boş bırakın.",
  "profile.saved": "Profil kaydedildi.",
  "profile.save": "Profili kaydet",

  "email.title": "E-posta adresi",
  "email.verified": "Doğrulandı",
  "email.notVerified": "Doğrulanmadı",
  "email.new": "Yeni e-posta adresi",
  "email.confirmationSent":
    "{email} adresine bir onay bağlantısı gönderdik. Bağlantıyı açtığınızda adresiniz {target} olarak değişir.",
  "email.changed": "Adresiniz artık {target}.",
  "email.submit": "E-postayı değiştir",

  "password.current": "Mevcut şifre",
  "password.signOutOthers": "Diğer cihazlarda oturumu kapat",
  "password.changed": "Şifre değişti.",
  "password.changedOthersOut": "Şifre değişti. Diğer cihazlarınızda oturum kapatıldı.",
  "password.submit": "Şifreyi değiştir",

  "setPassword.explain":
    "Bu hesabın henüz şifresi yok: {methods} ile giriş yapıyorsunuz. E-posta ve şifreyle de giriş yapabilmek için size göndereceğimiz bağlantıyla bir şifre belirleyin.",
  "setPassword.sent":
    "{email} adresini kontrol edin: şifre belirleme bağlantısı yolda. Şifreyi belirlediğinizde her yerde oturumunuz kapanır; ardından e-postanız ve yeni şifrenizle giriş yaparsınız.",
  "setPassword.submit": "Şifre belirlemek için bağlantı gönder",

  "usernameSection.title": "Kullanıcı adı",
  "usernameSection.description": "E-postanız yerine kullanıcı adınızla giriş yapın.",
  "usernameSection.yours": "Bu sizin kullanıcı adınız.",
  "usernameSection.none": "Henüz bir kullanıcı adınız yok.",
  "usernameSection.saved": "Kullanıcı adı kaydedildi.",
  "usernameSection.save": "Kullanıcı adını kaydet",

  "common.creating": "Oluşturuluyor…",
  "common.deleting": "Siliniyor…",
  "common.cancel": "Vazgeç",

  "sessions.title": "Oturumunuzun açık olduğu yerler",
  "sessions.description": "Tanımadığınız her cihazda oturumu kapatın.",
  "sessions.loading": "Oturumlar yükleniyor",
  "sessions.listLabel": "Etkin oturumlar",
  "sessions.thisDevice": "Bu cihaz",
  "sessions.signedIn": "giriş: {date}",
  "sessions.signOutOthers": "Diğer tüm cihazlarda oturumu kapat",

  "linked.credential": "E-posta ve şifre",
  "linked.title": "Giriş yöntemleri",
  "linked.description": "Bu hesaba giriş yapabileceğiniz yollar.",
  "linked.failed": "Bağlanamadı ({code}).",
  "linked.loading": "Giriş yöntemleri yükleniyor",
  "linked.listLabel": "Bağlı hesaplar",
  "linked.since": "bağlandı: {date}",
  "linked.onlyOne": "Bu tek giriş yolunuz, bu yüzden kaldırılamaz. Önce başka bir yöntem bağlayın.",
  "linked.linkAnother": "Başka bir giriş yöntemi bağla",
  "linked.link": "{provider} hesabını bağla",
  "linked.unlink": "Bağlantıyı kaldır",
  "linked.unlinkNamed": "{provider} bağlantısını kaldır",
  "linked.unlinking": "Kaldırılıyor…",

  "apiKeys.title": "API anahtarları",
  "apiKeys.description":
    "Anahtarlar betiklerinizin sizin adınıza işlem yapmasını sağlar: anahtarı x-api-key başlığında gönderin. Artık kullanmadığınız anahtarları iptal edin.",
  "apiKeys.days": { one: "{count} gün", other: "{count} gün" },
  "apiKeys.oneYear": "1 yıl",
  "apiKeys.neverExpires": "Süresiz",
  "apiKeys.neverExpiresLower": "süresiz",
  "apiKeys.untitled": "Adsız anahtar",
  "apiKeys.made": "Yeni anahtarınız “{name}”. Şimdi kopyalayın: yalnızca bu kez gösterilir.",
  "apiKeys.copied": "Kopyalandı",
  "apiKeys.copy": "Anahtarı kopyala",
  "apiKeys.madeOn": "oluşturuldu: {date}",
  "apiKeys.expiresOn": "bitiş: {date}",
  "apiKeys.revoke": "İptal et",
  "apiKeys.none": "Henüz anahtar yok.",
  "apiKeys.name": "Anahtar adı",
  "apiKeys.namePlaceholder": "Dağıtım betiği",
  "apiKeys.expires": "Geçerlilik",
  "apiKeys.create": "Anahtar oluştur",

  "deleteAccount.title": "Hesabı sil",
  "deleteAccount.description":
    "Hesabınızı silmek profilinizi, oturumlarınızı ve giriş yöntemlerinizi kaldırır. Geri alınamaz.",
  "deleteAccount.mailed":
    "Neredeyse bitti: {email} adresine bir onay bağlantısı gönderdik. Bağlantıyı açtığınızda hesabınız silinir.",
  "deleteAccount.password": "Onaylamak için şifrenizi girin",
  "deleteAccount.confirm": "Hesabımı sil",
  "deleteAccount.start": "Hesabı sil…",

  "common.remove": "Kaldır",

  "role.member": "Üye",
  "role.admin": "Yönetici",
  "role.owner": "Sahip",
  "role.memberMay": "kuruluşu görür",
  "role.adminMay": "üyeleri, davetleri ve ekipleri yönetir",
  "role.ownerMay": "silmek dahil her şey",

  "organization.none.title": "Kuruluşlar",
  "organization.none.description":
    "Bir kuruluşta çalışmıyorsunuz. Bir tane oluşturun ya da e-postanızdaki bir daveti kabul edin.",
  "organization.yourRole": "rolünüz: {role}",

  "invitation.pageTitle": "Davet",
  "invitation.title": "Davet edildiniz",
  "invitation.loading": "Davet yükleniyor",
  "invitation.missing": "Böyle bir davet yok.",
  "invitation.missingWhy":
    "İptal edilmiş, zaten yanıtlanmış ya da giriş yaptığınız adresten farklı bir adrese gönderilmiş olabilir.",
  "invitation.invited": "{inviter} sizi {role} rolüyle {organization} kuruluşuna davet etti.",
  "invitation.joining": "Katılınıyor…",
  "invitation.accept": "Kabul et ve katıl",
  "invitation.decline": "Reddet",
  "invitation.noId": "Bu bağlantıda davet eksik. E-postadan yeniden açın.",
  "invitation.signInFirst":
    "Davetin gönderildiği adresle giriş yapın; yanıtlamak için buraya geri dönersiniz.",

  "createOrg.nameRequired": "Kuruluşa bir ad verin.",
  "createOrg.slugInvalid": "acme-inc gibi küçük harf, rakam ve tire kullanın.",
  "createOrg.slugTaken": "Bu adres alınmış. Başka bir tane deneyin.",
  "createOrg.titleFirst": "Kuruluşunuzu oluşturun",
  "createOrg.titleAnother": "Başka bir kuruluş oluşturun",
  "createOrg.description":
    "Kuruluşlar insanları bir araya getirir: üye davet edin, onlara rol verin ve ekiplere ayırın.",
  "createOrg.slug": "Adres",
  "createOrg.slugHint": "Küçük harf, rakam ve tire; uygulama genelinde benzersiz.",
  "createOrg.submit": "Kuruluş oluştur",

  "orgSettings.title": "Ayarlar",
  "orgSettings.description": "Kuruluşun adı ve görünüşü.",
  "orgSettings.readOnly": "Bunları yalnızca sahipler ve yöneticiler değiştirebilir.",
  "orgSettings.logo": "Logo URL'si",
  "orgSettings.logoHint": "Kare bir resmin bağlantısı. Baş harfler için boş bırakın.",
  "orgSettings.saved": "Ayarlar kaydedildi.",
  "orgSettings.save": "Ayarları kaydet",

  "members.title": "Üyeler",
  "members.you": "Siz",
  "members.roleOf": "{name} kişisinin rolü",
  "members.count": {
    one: "{organization} içinde {count} kişi.",
    other: "{organization} içinde {count} kişi.",
  },

  "invitations.title": "Davetler",
  "invitations.description":
    "Kişileri e-postayla davet edin. Daveti e-postadaki bağlantıdan kabul ederler.",
  "invitations.role": "Rol",
  "invitations.roleOption": "{role}: {description}",
  "invitations.sent": "Davet {email} adresine gönderildi.",
  "invitations.submit": "Davet gönder",
  "invitations.pending": "Bekleyenler",
  "invitations.none": "Bekleyen davet yok.",
  "invitations.pendingLabel": "Bekleyen davetler",
  "invitations.until": "son tarih: {date}",
  "invitations.team": "Ekip",
  "invitations.noTeam": "Ekip yok",
  "invitations.inTeam": "ekip {team}",

  "teams.title": "Ekipler",
  "teams.description": "Kuruluşun üyelerini ekiplere ayırın.",
  "teams.name": "Ekip adı",
  "teams.rename": "Yeniden adlandır",
  "teams.none": "Henüz ekip yok.",
  "teams.new": "Yeni ekip",
  "teams.placeholder": "Tasarım",
  "teams.create": "Ekip oluştur",

  "leave.title": "Ayrıl veya sil",
  "leave.leave": "{organization} kuruluşundan ayrıl",
  "leave.delete": "{organization} kuruluşunu sil",
  "leave.leaveWarning":
    "Biri sizi yeniden davet edene kadar {organization} kuruluşuna erişiminizi kaybedersiniz.",
  "leave.deleteWarning":
    "{organization}, üyeleri, davetleri ve ekipleriyle birlikte herkes için silinecek.",
  "leave.confirmLeave": "Evet, ayrıl",
  "leave.confirmDelete": "Evet, sil",
  "leave.keep": "Vazgeç",

  "adminUsers.pageTitle": "Yönetim · Kullanıcılar",
  "adminUsers.title": "Kullanıcılar",
  "adminUsers.subtitle":
    "Oturumlarını görmek, rolünü veya şifresini değiştirmek, uzaklaştırmak ya da onun yerine geçmek için bir kullanıcı bulun.",
  "adminUsers.loading": "Kullanıcılar yükleniyor",
  "adminUsers.columnUser": "Kullanıcı",
  "adminUsers.columnRole": "Rol ve durum",
  "adminUsers.columnJoined": "Katılma",
  "adminUsers.noEmailMatch": "Hiçbir kullanıcının e-postası “{search}” içermiyor.",
  "adminUsers.noNameMatch": "Hiçbir kullanıcının adı “{search}” içermiyor.",
  "adminUsers.none": "Henüz kullanıcı yok.",
  "adminUsers.searchLabel": "Kullanıcı ara",
  "adminUsers.search": "Ara",
  "adminUsers.searchIn": "Alan",
  "adminUsers.partOfEmail": "E-postanın bir kısmı",
  "adminUsers.partOfName": "Adın bir kısmı",
  "adminUsers.caseHint":
    "Adlarda büyük/küçük harf önemlidir: “Grace” Grace Hopper'ı bulur, “grace” bulmaz.",
  "adminUsers.sort": "Sıralama",
  "adminUsers.sortNewest": "Önce en yeniler",
  "adminUsers.sortOldest": "Önce en eskiler",
  "adminUsers.sortName": "Ad, A'dan Z'ye",
  "adminUsers.sortEmail": "E-posta, A'dan Z'ye",

  "pager.label": "Kullanıcı sayfaları",
  "pager.range": {
    one: "{count} kullanıcıdan {first}–{last} · sayfa {page}/{pages}",
    other: "{count} kullanıcıdan {first}–{last} · sayfa {page}/{pages}",
  },
  "pager.total": { one: "{count} kullanıcı", other: "{count} kullanıcı" },
  "pager.previous": "Önceki",
  "pager.next": "Sonraki",

  "notAllowed.pageTitle": "İzin yok",
  "notAllowed.title": "Buraya erişim izniniz yok",
  "notAllowed.subtitle":
    "Yönetim alanı yöneticiler içindir. Hesabınızda admin rolü yok; gerekiyorsa bir yöneticiden isteyin.",

  "adminRole.user": "Kullanıcı",
  "adminRole.admin": "Yönetici",
  "adminRole.userMay": "yönetici yetkisi yok",
  "adminRole.adminMay": "tüm yönetici işlemleri",
  "adminRole.description":
    "Yöneticiler bu alanı açabilir ve her kullanıcı üzerinde işlem yapabilir.",
  "adminRole.label": "Bu kullanıcının rolü",
  "adminRole.saved": "Rol kaydedildi.",
  "adminRole.save": "Rolü kaydet",

  "adminUser.pageTitle": "Yönetim · {name}",
  "adminUser.allUsers": "Tüm kullanıcılar",
  "adminUser.loading": "Kullanıcı yükleniyor",
  "adminUser.joined": "katılma: {date}",
  "adminUser.yourself":
    "Bu sizsiniz: oturumlarınız aşağıda; kendi bilgilerinizi {link} bölümünden değiştirin. Burada kimse kendini uzaklaştıramaz, rütbesini düşüremez, kendi yerine geçemez ya da kendini silemez.",
  "adminUser.accountSettings": "hesap ayarları",
  "adminUser.banned": "Uzaklaştırıldı",
  "adminUser.unverified": "Doğrulanmadı",

  "ban.oneHour": "1 saat",
  "ban.oneDay": "1 gün",
  "ban.sevenDays": "7 gün",
  "ban.thirtyDays": "30 gün",
  "ban.untilUnbanned": "Kaldırılana kadar",
  "ban.reasonTooLong": "Neden {max} karakterden kısa olmalı.",
  "ban.title": "Uzaklaştırma",
  "ban.cantSignIn": "Bu kullanıcı giriş yapamaz.",
  "ban.bannedFor": "“{reason}” nedeniyle, kaldırılana kadar uzaklaştırıldı.",
  "ban.bannedForUntil": "“{reason}” nedeniyle {date} tarihine kadar uzaklaştırıldı.",
  "ban.bannedUntil": "{date} tarihine kadar uzaklaştırıldı.",
  "ban.bannedUntilUnbanned": "Kaldırılana kadar uzaklaştırıldı.",
  "ban.unbanning": "Uzaklaştırma kaldırılıyor…",
  "ban.unban": "Uzaklaştırmayı kaldır",
  "ban.description":
    "Kullanıcının her yerdeki oturumunu kapatır ve uzaklaştırma bitene kadar her girişi reddeder. Kullanıcı nedeni görür.",
  "ban.reason": "Neden (kullanıcıya gösterilir)",
  "ban.reasonPlaceholder": "ör. Spam",
  "ban.for": "Süre",
  "ban.banning": "Uzaklaştırılıyor…",
  "ban.submit": "Kullanıcıyı uzaklaştır",

  "impersonate.title": "Bu kullanıcının yerine geç",
  "impersonate.description":
    "Uygulamayı tam onun gördüğü gibi görün; yardım etmek ya da bir sorunu incelemek için. Yönetici olarak kalırsınız: her sayfadaki bir şerit sizi geri götürür.",
  "impersonate.switching": "Geçiliyor…",
  "impersonate.banned":
    "Uzaklaştırılmış kullanıcıların yerine geçilemez: önce uzaklaştırmayı kaldırın.",
  "impersonate.submit": "{name} yerine geç",

  "removeUser.title": "Kullanıcıyı sil",
  "removeUser.description":
    "Hesabı oturumları ve giriş yöntemleriyle birlikte siler. Geri alınamaz.",
  "removeUser.confirmQuestion": "{email} kalıcı olarak silinsin mi?",
  "removeUser.removing": "Siliniyor…",
  "removeUser.confirm": "Evet, bu kullanıcıyı sil",
  "removeUser.start": "Kullanıcıyı sil…",

  "adminPassword.description":
    "Bu kullanıcıya yeni bir şifre belirleyin; örneğin hesabına giremiyorsa. Şifreyi güvendiğiniz bir kanaldan iletin.",
  "adminPassword.saved": "Şifre belirlendi.",
  "adminPassword.submit": "Şifre belirle",

  "userSessions.title": "Oturumlar",
  "userSessions.description":
    "Bu kullanıcının oturumunun açık olduğu yerler. Bir oturumu sonlandırmak o cihazın oturumunu hemen kapatır.",
  "userSessions.none": "Hiçbir yerde oturumu açık değil.",
  "userSessions.listLabel": "Kullanıcının oturumları",
  "userSessions.impersonation": "Bir yöneticinin yerine geçmesi",
  "userSessions.ends": "bitiş: {date}",
  "userSessions.signOutEverywhere": "Tüm cihazlarda oturumu kapat",

  "provider.local": "Yerel test sağlayıcısı",
  "provider.localSecond": "İkinci yerel test sağlayıcısı",

  "pricing.title": "Fiyatlar",
  "pricing.lead": "Bir plan seçin. Ödeme, ödeme platformunda yapılır; ardından buraya dönersiniz.",
  "pricing.standIn":
    "Geliştirme: ödemeler platformun yerel taklidine gider. Karttan para çekilmez, hesap gerekmez.",
  "pricing.console": "Webhook konsolunu aç",
  "pricing.off": "Bu demoda ödeme ayarlanmamış.",
  "pricing.loading": "Planlar yükleniyor…",
  "pricing.subscribe": "Abone ol",
  "pricing.buy": "Satın al",
  "pricing.subscribeTo": "Abone ol: {plan}",
  "pricing.buyPlan": "Satın al: {plan}",
  "pricing.goingToCheckout": "Ödeme sayfası açılıyor…",
  "pricing.signInToBuy": "Satın almak için giriş yapın",
  "pricing.youHaveThis": "Sizde var",

  "billing.once": "tek seferlik",
  "billing.perDay": "günlük",
  "billing.perWeek": "haftalık",
  "billing.perMonth": "aylık",
  "billing.perYear": "yıllık",
  "billing.everyDays": { one: "her gün", other: "{count} günde bir" },
  "billing.everyWeeks": { one: "her hafta", other: "{count} haftada bir" },
  "billing.everyMonths": { one: "her ay", other: "{count} ayda bir" },
  "billing.everyYears": { one: "her yıl", other: "{count} yılda bir" },
  "billing.title": "Ödemeler",
  "billing.description": "Aboneliğiniz, size sağladıkları ve siparişleriniz.",
  "billing.thanks": "Teşekkürler! Ödemeniz alındı.",
  "billing.waitingForPlatform": "Ödeme alındı; platformun onaylaması bekleniyor…",
  "billing.subscriptionHeading": "Abonelik",
  "billing.noSubscription": "Henüz abonelik yok.",
  "billing.seePlans": "Planlara göz atın",
  "billing.renewsOn": "Yenilenme tarihi: {date}",
  "billing.endsOn": "Bitiş tarihi: {date}",
  "billing.benefitsHeading": "Avantajlar",
  "billing.noBenefits": "Henüz avantaj yok: bir planla birlikte gelir.",
  "billing.granted": "Tanımlandı",
  "billing.ordersHeading": "Siparişler",
  "billing.noOrders": "Henüz sipariş yok.",
  "billing.manage": "Ödemeleri yönet",
  "billing.openingPortal": "Portal açılıyor…",
  "billing.loading": "Yükleniyor…",
  "billing.status.active": "Etkin",
  "billing.status.trialing": "Deneme",
  "billing.status.past_due": "Ödemesi gecikmiş",
  "billing.status.incomplete": "Tamamlanmamış",
  "billing.status.incomplete_expired": "Süresi doldu",
  "billing.status.canceled": "İptal edildi",
  "billing.status.unpaid": "Ödenmedi",
  "billing.status.pending": "Beklemede",
  "billing.status.paid": "Ödendi",
  "billing.status.refunded": "İade edildi",
  "billing.status.partially_refunded": "Kısmen iade edildi",
  "billing.error.PAYMENTS_PLATFORM_UNAVAILABLE":
    "Ödeme platformu yanıt vermedi; birazdan yeniden deneyin.",
  "billing.error.BILLING_IS_OFF": "Bu demoda ödeme ayarlanmamış.",
  "billing.error.SIGN_IN_FIRST": "Satın aldıklarınızı görmek için giriş yapın.",
  "billing.error.METHOD_NOT_ALLOWED": "Burada yalnızca GET yanıtlanır.",
  "billing.error.unknown": "Bir şeyler ters gitti.",
  "field.tooLong": {
    one: "En fazla {count} karakter kullanın.",
    other: "En fazla {count} karakter kullanın.",
  },
  "field.labelRequired": "{label}: boş bırakılamaz.",
  "field.labelTooLong": "{label}: çok uzun.",
  "field.labelLength": "{label}: çok uzun ya da çok kısa.",
  "field.labelControlCharacters": "{label}: satır sonlarını ve kontrol karakterlerini kaldırın.",
  "field.labelInvalid": "{label}: bu değer kabul edilmiyor.",
  "teams.nameRequired": "Takımın adını girin.",
  "members.whoMayChange": "Rolleri sahipler ve yöneticiler değiştirir, üyeleri onlar çıkarır.",
  "members.ownerOnly":
    "Bir sahibin rolünü değiştirmek, sahibi çıkarmak ya da birini sahip yapmak yalnızca bir sahibin işidir.",
  "invitations.whoMayInvite":
    "Kişileri sahipler ve yöneticiler davet eder, davetleri onlar iptal eder.",
  "teams.whoMayManage":
    "Takımları sahipler ve yöneticiler oluşturur, yeniden adlandırır ve kaldırır.",
  "orgSettings.noLogo": "yok (baş harfler)",
  "members.removeQuestion":
    "{name} kuruluştan çıkarılsın mı? Erişimi hemen biter; bir davet onu geri getirir.",
  "apiKeys.revokeQuestion":
    "{name} anahtarı iptal edilsin mi? Onu kullanan betikler bundan sonra reddedilir.",
  "teams.removeQuestion": "{name} takımı kaldırılsın mı? Üyeleri kuruluşta kalır.",
  "teams.membersOf": "{name} takımındaki kişiler",
  "teams.noMembers": "Bu takımda henüz kimse yok.",
  "teams.memberToAdd": "{name} takımına eklenecek üye",
  "teams.addMember": "Takıma ekle",
  "teams.removeMemberQuestion": "{member}, {name} takımından çıkarılsın mı? Kuruluşta kalır.",
  "linked.unlinkQuestion": "{provider} bağlantısı kaldırılsın mı? Artık onunla giriş yapamazsınız.",
  "ban.question":
    "{name} yasaklansın mı? Tüm oturumları şimdi biter ve yasak bitene kadar giriş yapamaz.",
  "header.menu": "Menü",
  "profile.askName":
    "Hoş geldiniz! Size nasıl hitap edelim? Adınız, kuruluşlarda ve davetlerde başkalarının sizi gördüğü addır.",
};
