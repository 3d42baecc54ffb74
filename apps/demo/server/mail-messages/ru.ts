import type { MailCatalogue } from "./en";

export const ru: MailCatalogue = {
  greeting: "Здравствуйте, {name}!",
  greetingWithoutName: "Здравствуйте!",

  "verify.subject": "Подтвердите адрес электронной почты",
  "verify.intro":
    "Подтвердите, что этот адрес ваш, чтобы завершить настройку аккаунта в Tollgate Demo.",
  "verify.action": "Подтвердить почту",
  "verify.outro":
    "Ссылка действует один час. Если вы не регистрировались, просто проигнорируйте это письмо.",

  "newAddress.subject": "Подтвердите новый адрес почты",
  "newAddress.intro":
    "Ваш аккаунт в Tollgate Demo теперь использует {email}. Подтвердите, что этот адрес ваш.",
  "newAddress.action": "Подтвердить новый адрес",
  "newAddress.outro":
    "Ссылка действует один час. Если вы не меняли адрес, просто проигнорируйте это письмо.",

  "reset.subject": "Сброс пароля",
  "reset.intro": "Кто-то запросил сброс пароля для вашего аккаунта в Tollgate Demo.",
  "reset.action": "Задать новый пароль",
  "reset.outro": "Ссылка действует один час. Если это были не вы, пароль останется прежним.",

  "changeEmail.subject": "Подтвердите новый адрес почты",
  "changeEmail.intro": "Вы попросили перенести аккаунт в Tollgate Demo с {from} на {to}.",
  "changeEmail.action": "Подтвердить изменение",
  "changeEmail.outro": "Ничего не изменится, пока вы не перейдёте по ссылке, войдя в аккаунт.",

  "deleteAccount.subject": "Подтвердите удаление аккаунта",
  "deleteAccount.intro": "Вы попросили удалить аккаунт в Tollgate Demo со всем содержимым.",
  "deleteAccount.action": "Удалить мой аккаунт",
  "deleteAccount.outro":
    "Ссылка действует 24 часа. Если вы передумали, просто проигнорируйте это письмо.",

  "invitation.subject": "{inviter} приглашает вас в {organization}",
  "invitation.intro":
    "{inviter} приглашает вас в организацию {organization} в Tollgate Demo с ролью «{role}».",
  "invitation.action": "Открыть приглашение",
  "invitation.outro":
    "Приглашение действует 48 часов. Чтобы принять его, войдите (или создайте аккаунт) с этим адресом. Если вы не знаете этого человека, просто проигнорируйте письмо.",
  "role.member": "участник",
  "role.admin": "администратор",
  "role.owner": "владелец",

  "magicLink.subject": "Ваша ссылка для входа",
  "magicLink.intro": "Войдите в Tollgate Demo по этой ссылке. Она сработает один раз.",
  "magicLink.action": "Войти",
  "magicLink.outro":
    "Ссылка действует 5 минут. Если вы её не запрашивали, просто проигнорируйте это письмо.",

  "twoFactorCode.subject": "Ваш код для входа",
  "twoFactorCode.intro":
    "Введите этот код на странице входа, чтобы завершить вход в Tollgate Demo.",
  "twoFactorCode.outro":
    "Код действует {minutes} мин. и срабатывает один раз. Если вы не пытались войти, смените пароль: его знает кто-то другой.",

  "mailbox.title": "Почтовый ящик разработчика",
  "mailbox.lead":
    "Письма, которые отправило бы демо (SMTP_URL не задан). Сначала новые; хранятся последние 1000.",
  "mailbox.back": "Вернуться в приложение",
  "mailbox.empty":
    "Писем пока нет. Зарегистрируйтесь, запросите сброс пароля или смените почту — и письма появятся здесь.",
  "mailbox.to": "Кому: {email}",

  "devOidc.title": "Вход",
  "devOidc.pageSuffix": "Локальный OpenID-провайдер",
  "devOidc.badge":
    "Только для разработки · кто откроет эту страницу, может войти под любым адресом, в том числе в существующие аккаунты",
  "devOidc.heading": "Кем вы хотите быть?",
  "devOidc.lead":
    "Вход в {client}. Эта страница заменяет настоящий сервис входа: выберите человека или придумайте своего.",
  "devOidc.someoneElse": "Кто-то другой",
  "devOidc.name": "Имя",
  "devOidc.email": "Эл. почта",
  "devOidc.continue": "Продолжить как этот человек",
  "devOidc.cancel": "Отменить и вернуться",
  "devOidc.cannotContinue": "Продолжить нельзя: {problem}.",
  "devOidc.unknownPerson": "«{key}» нет среди предложенных людей",
  "devOidc.nameRequired": "не указано имя",
  "devOidc.emailInvalid": "почта указана неверно",
  "devOidc.invalidTitle": "Неверный запрос",
  "devOidc.invalidHeading": "Этот запрос на вход неверен",
  "devOidc.startAgain": "Вернитесь в приложение и начните заново.",
};
