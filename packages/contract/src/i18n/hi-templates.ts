// The Hindi words of the messages with a count, an amount or a time in them (messages.ts
// `templates`, read back by ./templates.ts). Loaded with the reader, the first time a Hindi page
// meets such a message: the log-in page's first load carries neither. Drafted for review by a
// native speaker (docs/i18n.md).
import type { TemplateId } from './templates'

/** Hindi text of every template. */
export const hiTemplates: Record<TemplateId, string> = {
  tryAgainAfter: '{message} {until} के बाद फिर कोशिश करें।',
  otpTriesLeft: 'OTP गलत है। {left, plural, one {# कोशिश} other {# कोशिशें}} बाकी।',
  transactionPasswordTriesLeft:
    'ट्रांज़ैक्शन पासवर्ड मेल नहीं खाता! {left, plural, one {# कोशिश} other {# कोशिशें}} बाकी।',
  factorTriesLeft: 'कोड गलत है। {left, plural, one {# कोशिश} other {# कोशिशें}} बाकी।',
  payoutHoldWait:
    'आपका पेआउट पता {hours} घंटे से कम समय पहले बदला गया है; आपकी सुरक्षा के लिए निकासी रुकी हुई है।',
  withdrawalLimit: 'निकासी की सीमा {window, select, day {24 घंटे} other {30 दिन}} में {limit} है।',
  withdrawalLimitLeft:
    'निकासी की सीमा {window, select, day {24 घंटे} other {30 दिन}} में {limit} है: अभी {amount} बाकी है।',
  depositMinimum: 'डिपॉज़िट राशि {min} से अधिक होनी चाहिए!',
  withdrawMinimum: 'राशि ${min} से अधिक होनी चाहिए!',
  investMinimum: 'निवेश राशि {min} से अधिक होनी चाहिए!',
  investMultiple: 'निवेश राशि {multiple} से विभाज्य होनी चाहिए!',
  transferMinimum: 'सबसे छोटा ट्रांसफ़र {minimum} का है।',
  depositOnChainPending:
    'चेन पर मिला: आपके पते पर {amount} USDT, {needed} में से {seen} पुष्टियाँ। अंतिम होते ही यह अपने-आप जमा हो जाएगा।',
  depositOnChainCredited: 'चेन पर मिला: आपके पते पर {amount} USDT, आपके पैकेज वॉलेट में जमा कर दिया गया।',
  depositToNetwork:
    'चेन पर मिला: {amount} USDT आपके डिपॉज़िट पते पर नहीं, नेटवर्क के अपने वॉलेट में भेजा गया। एक ऑपरेटर जाँचता है कि यह आपकी ओर से आया है और फिर इसे जमा करता है; तब तक यह आपके डिपॉज़िट इतिहास में प्रतीक्षा में दिखता है।',
}
