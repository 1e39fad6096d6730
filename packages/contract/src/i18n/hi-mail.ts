// The Hindi mails (issue 27): the server's only (a browser never loads them). Drafted for review
// by a native speaker (docs/i18n.md).
import type { MailId } from './mail'

/** The Hindi mails (./mail.ts), for the server: codes and ids stay as they are. */
export const hiMail: Record<MailId, string> = {
  welcomeSubject: 'Trellis में आपका स्वागत है: आपकी यूज़र आईडी',
  welcomeText:
    'स्वागत है, {firstName}। आपकी Trellis यूज़र आईडी {userId} है (आप {sponsorUserId} के अंतर्गत जुड़े हैं)। इस आईडी या इस ई-मेल पते और अपने पासवर्ड से लॉग इन करें; आईडी संभालकर रखें, पासवर्ड रिकवरी में इसकी ज़रूरत पड़ सकती है।',
  withdrawalOtpSubject: 'आपका Trellis निकासी कोड',
  withdrawalOtpText:
    'आपका निकासी कोड {code} है। यह {minutes} मिनट तक मान्य है। अगर आपने इसे नहीं माँगा था, तो इस संदेश को अनदेखा करें।',
  resetSubject: 'आपका Trellis पासवर्ड रीसेट कोड',
  resetText: 'आपका पासवर्ड रीसेट कोड {code} है। यह {minutes} मिनट तक मान्य है।',
}
