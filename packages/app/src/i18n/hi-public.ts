// The Hindi words of the public pages (issue 27): login, sign-up, password reset and the words
// they share. Loaded lazily by a Hindi page, before it is shown (./catalogue.ts). Drafted for
// review by a native speaker (docs/i18n.md).
import type { PublicMessageId } from './english'

/** Hindi words of the public pages, by catalogue id. */
export const appPublicHindi: Record<PublicMessageId, string> = {
  'common.error': 'त्रुटि',
  'common.success': 'सफल',
  'common.language': 'भाषा',
  'common.languageHint': 'ऐप और आपके ई-मेल इसी भाषा में होंगे।',
  'login.pageTitle': 'लॉग इन',
  'login.tabsLabel': 'लॉग इन या साइन अप',
  'login.tabLogin': 'लॉग इन',
  'login.tabSignup': 'साइन अप',
  'login.loadingSignup': 'साइन अप लोड हो रहा है…',
  'login.formLabel': 'लॉग इन',
  'login.userId': 'यूज़र आईडी',
  'login.userIdHint': 'या आपका ई-मेल। छोटे-बड़े अक्षर से फ़र्क नहीं पड़ता।',
  'login.password': 'पासवर्ड',
  'login.submit': 'लॉग इन',
  'login.passkey': 'पासकी से साइन इन करें',
  'login.forgotPassword': 'पासवर्ड भूल गए?',
  'login.signupLabel': 'साइन अप',
  'login.sponsorId': 'स्पॉन्सर आईडी',
  'login.lookingUpSponsor': 'स्पॉन्सर खोजा जा रहा है…',
  'login.sponsorName': 'स्पॉन्सर का नाम',
  'login.firstName': 'पहला नाम',
  'login.lastName': 'अंतिम नाम',
  'login.email': 'ई-मेल',
  'login.phone': 'फ़ोन',
  'login.confirmPassword': 'पासवर्ड की पुष्टि करें',
  'login.signUp': 'साइन अप करें',
}
