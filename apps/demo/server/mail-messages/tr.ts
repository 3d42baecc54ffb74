import type { MailCatalogue } from "./en";

export const tr: MailCatalogue = {
  greeting: "Merhaba {name},",
  greetingWithoutName: "Merhaba,",

  "verify.subject": "E-posta adresinizi doğrulayın",
  "verify.intro":
    "Tollgate Demo hesabınızın kurulumunu tamamlamak için bu adresin size ait olduğunu onaylayın.",
  "verify.action": "E-postayı doğrula",
  "verify.outro": "Bağlantı bir saat geçerlidir. Kaydolmadıysanız bu iletiyi yok sayın.",

  "newAddress.subject": "Yeni e-posta adresinizi doğrulayın",
  "newAddress.intro":
    "Tollgate Demo hesabınız artık {email} adresini kullanıyor. Doğrulamak için bu adresin size ait olduğunu onaylayın.",
  "newAddress.action": "Yeni adresi doğrula",
  "newAddress.outro":
    "Bağlantı bir saat geçerlidir. Adresinizi siz değiştirmediyseniz bu iletiyi yok sayın.",

  "reset.subject": "Şifrenizi sıfırlayın",
  "reset.intro": "Biri Tollgate Demo hesabınızın şifresini sıfırlamak istedi.",
  "reset.action": "Yeni şifre seç",
  "reset.outro": "Bağlantı bir saat geçerlidir. Bu siz değilseniz şifreniz olduğu gibi kalır.",

  "changeEmail.subject": "Yeni e-posta adresinizi onaylayın",
  "changeEmail.intro":
    "Tollgate Demo hesabınızı {from} adresinden {to} adresine taşımak istediniz.",
  "changeEmail.action": "Değişikliği onayla",
  "changeEmail.outro": "Bağlantıyı oturumunuz açıkken açana kadar hiçbir şey değişmez.",

  "deleteAccount.subject": "Hesabınızı silmeyi onaylayın",
  "deleteAccount.intro": "Tollgate Demo hesabınızı ve içindeki her şeyi silmek istediniz.",
  "deleteAccount.action": "Hesabımı sil",
  "deleteAccount.outro":
    "Bağlantı 24 saat geçerlidir. Fikrinizi değiştirdiyseniz bu iletiyi yok sayın.",

  "invitation.subject": "{inviter} sizi {organization} kuruluşuna davet etti",
  "invitation.intro":
    "{inviter} sizi Tollgate Demo'daki {organization} kuruluşuna {role} olarak katılmaya davet etti.",
  "invitation.action": "Daveti görüntüle",
  "invitation.outro":
    "Davet 48 saat geçerlidir. Kabul etmek için bu adresle giriş yapın (ya da hesap oluşturun). Bu kişiyi tanımıyorsanız bu iletiyi yok sayın.",
  "role.member": "üye",
  "role.admin": "yönetici",
  "role.owner": "sahip",

  "magicLink.subject": "Giriş bağlantınız",
  "magicLink.intro": "Tollgate Demo'ya giriş yapmak için bu bağlantıyı kullanın. Bir kez çalışır.",
  "magicLink.action": "Giriş yap",
  "magicLink.outro": "Bağlantı 5 dakika geçerlidir. Siz istemediyseniz bu iletiyi yok sayın.",

  "twoFactorCode.subject": "Giriş kodunuz",
  "twoFactorCode.intro": "Tollgate Demo'ya girişi tamamlamak için bu kodu giriş sayfasına yazın.",
  "twoFactorCode.outro":
    "Kod {minutes} dakika geçerlidir ve bir kez kullanılabilir. Giriş yapmaya çalışmadıysanız parolanızı değiştirin: başka biri biliyor.",

  "mailbox.title": "Geliştirici posta kutusu",
  "mailbox.lead":
    "Demonun göndereceği e-postalar (SMTP_URL ayarlanmamış). En yeniler önce; en yeni 1000 ileti saklanır.",
  "mailbox.back": "Uygulamaya dön",
  "mailbox.empty":
    "Henüz e-posta yok. Kaydolun, şifre sıfırlama isteyin ya da e-postanızı değiştirin; iletiler burada görünür.",
  "mailbox.to": "Alıcı: {email}",

  "devOidc.title": "Giriş yap",
  "devOidc.pageSuffix": "Yerel OpenID sağlayıcısı",
  "devOidc.badge":
    "Yalnızca geliştirme için · bu sayfayı açan herkes, mevcut hesaplar dahil, herhangi bir adresle giriş yapabilir",
  "devOidc.heading": "Kim olmak istersiniz?",
  "devOidc.lead":
    "{client} uygulamasına giriş yapılıyor. Bu sayfa gerçek bir giriş sağlayıcısının yerini tutar: bir kişi seçin ya da bir tane uydurun.",
  "devOidc.someoneElse": "Başka biri",
  "devOidc.name": "Ad",
  "devOidc.email": "E-posta",
  "devOidc.continue": "Bu kişi olarak devam et",
  "devOidc.cancel": "Vazgeç ve geri dön",
  "devOidc.cannotContinue": "Devam edilemiyor: {problem}.",
  "devOidc.unknownPerson": "“{key}” sunulan kişilerden biri değil",
  "devOidc.nameRequired": "ad gerekli",
  "devOidc.emailInvalid": "e-posta geçerli bir adres değil",
  "devOidc.invalidTitle": "Geçersiz istek",
  "devOidc.invalidHeading": "Bu giriş isteği geçerli değil",
  "devOidc.startAgain": "Uygulamaya dönüp baştan başlayın.",
};
