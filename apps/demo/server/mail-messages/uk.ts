import type { MailCatalogue } from "./en";

export const uk: MailCatalogue = {
  greeting: "Вітаємо, {name}!",
  greetingWithoutName: "Вітаємо!",

  "verify.subject": "Підтвердьте адресу електронної пошти",
  "verify.intro":
    "Підтвердьте, що ця адреса ваша, щоб завершити налаштування облікового запису в Tollgate Demo.",
  "verify.action": "Підтвердити пошту",
  "verify.outro":
    "Посилання діє одну годину. Якщо ви не реєструвалися, просто проігноруйте цей лист.",

  "newAddress.subject": "Підтвердьте нову адресу пошти",
  "newAddress.intro":
    "Ваш обліковий запис у Tollgate Demo тепер використовує {email}. Підтвердьте, що ця адреса ваша.",
  "newAddress.action": "Підтвердити нову адресу",
  "newAddress.outro":
    "Посилання діє одну годину. Якщо ви не змінювали адресу, просто проігноруйте цей лист.",

  "reset.subject": "Скидання пароля",
  "reset.intro": "Хтось попросив скинути пароль вашого облікового запису в Tollgate Demo.",
  "reset.action": "Задати новий пароль",
  "reset.outro": "Посилання діє одну годину. Якщо це були не ви, пароль залишиться тим самим.",

  "changeEmail.subject": "Підтвердьте нову адресу пошти",
  "changeEmail.intro": "Ви попросили перенести обліковий запис у Tollgate Demo з {from} на {to}.",
  "changeEmail.action": "Підтвердити зміну",
  "changeEmail.outro":
    "Нічого не зміниться, доки ви не перейдете за посиланням, увійшовши в обліковий запис.",

  "deleteAccount.subject": "Підтвердьте видалення облікового запису",
  "deleteAccount.intro": "Ви попросили видалити обліковий запис у Tollgate Demo з усім вмістом.",
  "deleteAccount.action": "Видалити мій обліковий запис",
  "deleteAccount.outro":
    "Посилання діє 24 години. Якщо ви передумали, просто проігноруйте цей лист.",

  "invitation.subject": "{inviter} запрошує вас до {organization}",
  "invitation.intro":
    "{inviter} запрошує вас до організації {organization} у Tollgate Demo з роллю «{role}».",
  "invitation.action": "Відкрити запрошення",
  "invitation.outro":
    "Запрошення діє 48 годин. Щоб прийняти його, увійдіть (або створіть обліковий запис) з цією адресою. Якщо ви не знаєте цієї людини, просто проігноруйте лист.",
  "role.member": "учасник",
  "role.admin": "адміністратор",
  "role.owner": "власник",

  "magicLink.subject": "Ваше посилання для входу",
  "magicLink.intro": "Увійдіть у Tollgate Demo за цим посиланням. Воно спрацює один раз.",
  "magicLink.action": "Увійти",
  "magicLink.outro":
    "Посилання діє 5 хвилин. Якщо ви його не просили, просто проігноруйте цей лист.",

  "twoFactorCode.subject": "Ваш код для входу",
  "twoFactorCode.intro": "Введіть цей код на сторінці входу, щоб завершити вхід до Tollgate Demo.",
  "twoFactorCode.outro":
    "Код дійсний {minutes} хв і спрацьовує один раз. Якщо ви не намагалися увійти, змініть пароль: його знає хтось інший.",

  "mailbox.title": "Поштова скринька розробника",
  "mailbox.lead":
    "Листи, які надіслало б демо (SMTP_URL не задано). Спершу нові; зберігаються останні 1000.",
  "mailbox.back": "Повернутися до застосунку",
  "mailbox.empty":
    "Листів поки немає. Зареєструйтеся, попросіть скинути пароль або змініть пошту — і листи з’являться тут.",
  "mailbox.to": "Кому: {email}",

  "devOidc.title": "Вхід",
  "devOidc.pageSuffix": "Локальний OpenID-провайдер",
  "devOidc.badge":
    "Лише для розробки · хто відкриє цю сторінку, може увійти під будь-якою адресою, зокрема в наявні облікові записи",
  "devOidc.heading": "Ким ви хочете бути?",
  "devOidc.lead":
    "Вхід до {client}. Ця сторінка замінює справжній сервіс входу: виберіть людину або вигадайте свою.",
  "devOidc.someoneElse": "Хтось інший",
  "devOidc.name": "Ім’я",
  "devOidc.email": "Ел. пошта",
  "devOidc.continue": "Продовжити як ця людина",
  "devOidc.cancel": "Скасувати й повернутися",
  "devOidc.cannotContinue": "Продовжити не можна: {problem}.",
  "devOidc.unknownPerson": "«{key}» немає серед запропонованих людей",
  "devOidc.nameRequired": "не вказано ім’я",
  "devOidc.emailInvalid": "пошту вказано неправильно",
  "devOidc.invalidTitle": "Неправильний запит",
  "devOidc.invalidHeading": "Цей запит на вхід неправильний",
  "devOidc.startAgain": "Поверніться до застосунку й почніть спочатку.",
};
