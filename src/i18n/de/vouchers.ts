import type { Messages } from './messages.js';

/** Value vouchers applied to the cart and the checks of a typed code, on the first paint (spec point 5). */
export const vouchers = {
  remove: 'Entfernen',
  leftoverNote: 'Den Restwert schicken wir dir als neuen Wertgutschein per E-Mail.',
  errors: {
    required: 'Bitte gib deinen Gutscheincode ein.',
    specialCharacters: 'Es sind keine Sonderzeichen erlaubt, wie z.B. / # $',
  },
} satisfies Messages;

/** The meanings of the value voucher codes 900–920, needed only after a failure (spec point 8). */
export const vouchersOnDemand = {
  errors: {
    codeInvalid: 'Sorry! Der eingetragene Gutscheincode ist ungültig oder wurde bereits eingelöst.',
    invalidCurrency: 'Dieser Wertgutschein kann nur über unsere Hotline eingelöst werden.',
    expired: 'Dieser Wertgutschein ist abgelaufen oder nicht gültig.',
    tenantMismatch: 'Bitte löse deinen Wertgutschein in dem Land ein, in dem du ihn gekauft hast.',
    voucherType: 'Wertgutscheine kannst du nicht mit einem Wertgutschein bezahlen.',
    shopLink: 'Weiter im Shop umschauen',
    blocked: 'Dieser Wertgutschein ist gesperrt. Bitte wende dich an unsere Hotline.',
    notPaid:
      'Dieser Wertgutschein ist noch nicht bezahlt. Eine Zahlung per Rechnung kann bis zu zwei Tage dauern.',
    amountChanged: 'Der Betrag hat sich geändert. Bitte wähle eine Zahlungsart aus.',
    balanceZero: 'Dein Wertgutschein hat kein Guthaben mehr.',
    notFound: 'Zu dieser Gutscheinnummer haben wir keinen Wertgutschein gefunden.',
    refundFailed: 'Das Guthaben konnte nicht auf deinen Wertgutschein zurückgebucht werden.',
    cartHasVoucherProducts:
      'In deinem Warenkorb sind Wertgutscheine. Diese kannst du nicht mit einem Wertgutschein bezahlen.',
  },
} satisfies Messages;
