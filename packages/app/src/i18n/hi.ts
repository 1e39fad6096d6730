// The Hindi words of the member's screens (issue 27), one per id of ./english.ts's member
// catalogues, loaded lazily with the member app (./catalogue.ts). Drafted for review by a native
// speaker (docs/i18n.md).
import type { MemberMessageId } from './english'

/** Hindi words of the member screens, by catalogue id. */
export const appHindi: Record<MemberMessageId, string> = {
  'profile.title': 'मेरी प्रोफ़ाइल',
  'profile.details': 'विवरण',
  'profile.loading': 'प्रोफ़ाइल लोड हो रही है',
  'profile.userId': 'यूज़र आईडी',
  'profile.sponsorId': 'स्पॉन्सर आईडी',
  'profile.firstName': 'पहला नाम',
  'profile.lastName': 'अंतिम नाम',
  'profile.email': 'ई-मेल',
  'profile.phone': 'फ़ोन',
  'profile.joined': 'जुड़ने की तारीख',
  'profile.activationDate': 'एक्टिवेशन की तारीख',
  'profile.usdtAddress': 'USDT पता',
  'profile.notSet': 'सेट नहीं है',
}
