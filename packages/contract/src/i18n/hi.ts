// The Hindi words of the contract's messages (issue 27), one per code of ./codes.ts: the public
// pages' (./hi-public.ts) and the member screens' below. Loaded lazily
// (`@trellis/contract/i18n/hi`): an English page never downloads them. Drafted for review by a
// native speaker (docs/i18n.md).
import type { HistoryWordId } from '../history'
import type { MessageCode } from './codes'
import { hiPublicMessages } from './hi-public'

/** Hindi text for every message code. */
export const hiMessages: Record<MessageCode, string> = {
  ...hiPublicMessages,
  'serverMessages.statementRange':
    'ऐसी From तारीख चुनें जो To तारीख के दिन या उससे पहले हो, अधिकतम 366 दिन के अंतर पर।',
  'serverMessages.amountFormat': 'राशि अधिकतम 2 दशमलव अंकों वाली संख्या होनी चाहिए।',
  'serverMessages.amountTooLarge': 'राशि बहुत बड़ी है।',
  'serverMessages.unknownMember': 'सदस्य नहीं मिला।',
  'serverMessages.selfTransfer': 'आप अपनी ही यूज़र आईडी पर ट्रांसफ़र नहीं कर सकते।',
  'serverMessages.transactionPasswordNotSet': 'कृपया पहले KYC में अपना ट्रांज़ैक्शन पासवर्ड सेट करें।',
  'serverMessages.transactionPasswordRequired': 'ट्रांज़ैक्शन पासवर्ड ज़रूरी है।',
  'serverMessages.transactionPasswordTooShort': 'ट्रांज़ैक्शन पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।',
  'serverMessages.transactionPasswordsDoNotMatch': 'दोनों ट्रांज़ैक्शन पासवर्ड मेल नहीं खाते।',
  'serverMessages.transactionPasswordAlreadySet':
    'ट्रांज़ैक्शन पासवर्ड बदलने के लिए अपना मौजूदा ट्रांज़ैक्शन पासवर्ड दर्ज करें।',
  'serverMessages.usdtAddressInvalid': 'मान्य BEP-20 पता दर्ज करें (0x के बाद 40 हेक्स अक्षर)।',
  'serverMessages.noBonus': 'रिडीम करने के लिए कोई बोनस नहीं है।',
  'serverMessages.alreadyActive': 'आपका खाता पहले से सक्रिय है।',
  'serverMessages.potNotExpired': 'यह पॉट आपके पास पहले से है।',
  'serverMessages.potUnknown': 'अज्ञात पॉट।',
  'serverMessages.potPrice': 'इस पॉट की कीमत मेल नहीं खाती।',
  'serverMessages.outsideDownline': 'यह सदस्य आपकी टीम में नहीं है।',
  'serverMessages.duplicateTransactionHash': 'यह ट्रांज़ैक्शन हैश पहले ही जमा किया जा चुका है।',
  'serverMessages.passwordChanged': 'पासवर्ड बदल दिया गया।',
  'serverMessages.transactionHashInvalid':
    'ट्रांज़ैक्शन हैश दर्ज करें: 0x के बाद 64 हेक्स अक्षर (जैसा आपका वॉलेट दिखाता है)।',
  'serverMessages.depositDateInvalid': 'भुगतान की तारीख दर्ज करें (YYYY-MM-DD), भविष्य की नहीं।',
  'serverMessages.depositTxUnknown':
    'यह ट्रांज़ैक्शन BNB Smart Chain पर नहीं मिला। हैश जाँचें; नया ट्रांज़ैक्शन दिखने में एक मिनट लग सकता है।',
  'serverMessages.depositTxFailed': 'यह ट्रांज़ैक्शन चेन पर विफल रहा: कोई USDT नहीं भेजा गया।',
  'serverMessages.depositNotUsdt':
    'यह ट्रांज़ैक्शन USDT (BEP-20) ट्रांसफ़र नहीं है। केवल BNB Smart Chain पर USDT जमा होता है।',
  'serverMessages.depositOtherAddress':
    'इस ट्रांज़ैक्शन ने आपके डिपॉज़िट पते पर नहीं, किसी दूसरे पते पर भुगतान किया। कुछ भी जमा नहीं हुआ।',
  'serverMessages.chainUnavailable':
    'BNB Smart Chain अभी पढ़ी नहीं जा सकती। आपके पते पर आने वाले डिपॉज़िट फिर भी जमा होंगे; दावा बाद में फिर से करें।',
  'serverMessages.idempotencyKeyReused':
    'यह अनुरोध कुंजी किसी दूसरे अनुरोध के लिए इस्तेमाल हो चुकी है। नया अनुरोध शुरू करें।',
  'serverMessages.transactionPasswordLocked':
    'बहुत बार गलत ट्रांज़ैक्शन पासवर्ड डाला गया। पैसों से जुड़े काम कुछ समय के लिए लॉक हैं।',
  'serverMessages.payoutAddressNeedsTransactionPassword':
    'अपना पेआउट पता बदलने के लिए ट्रांज़ैक्शन पासवर्ड दर्ज करें।',
  'serverMessages.payoutAddressNeedsNewTransactionPassword':
    'अपना पेआउट पता सहेजने के लिए ट्रांज़ैक्शन पासवर्ड सेट करें।',
  'serverMessages.nothingToSave': 'सहेजने को कुछ नया नहीं है: नया USDT पता या ट्रांज़ैक्शन पासवर्ड दर्ज करें।',
  'serverMessages.payoutAddressMissing': 'निकासी से पहले अपना USDT पेआउट पता जोड़ें।',
  'serverMessages.withdrawalTotalExceedsWallet':
    'राशि और निकासी शुल्क मिलाकर आपके इनकम वॉलेट से अधिक है।',
  'serverMessages.selfTransferTotalExceedsWallet':
    'राशि और ट्रांसफ़र शुल्क मिलाकर आपके इनकम वॉलेट से अधिक है।',
  'serverMessages.payoutAddressChanged': 'पेआउट पता सहेजा गया। बदले गए पते पर निकासी 24 घंटे बाद खुलेगी।',
}

/**
 * Hindi of the history lines' words (`historyEnglish` in history.ts: the lists' titles, wallets,
 * the other member, the fee, an earning's source and the CSV statement's columns), the
 * `history.` catalogue. Ids, hashes, addresses, plan and pool names and amounts stay as written.
 */
export const hiHistory: Record<HistoryWordId, string> = {
  levelIncome: 'लेवल {level} इनकम',
  levelIncomeAny: 'लेवल इनकम',
  membershipIncome: 'मेंबरशिप इनकम',
  transfer: 'ट्रांसफ़र',
  dailyReturn: 'दैनिक रिटर्न: {plan}',
  investment: '{plan} में निवेश',
  joinedPool: '{pool} में शामिल हुए',
  deposit: 'डिपॉज़िट {reference}',
  withdrawal: 'निकासी',
  withdrawalTo: '{address} पर निकासी',
  withdrawalPaid: 'निकासी {id} का भुगतान: {hash}',
  withdrawalRefund: 'निकासी {id} अस्वीकृत: रिफ़ंड',
  transferToUser: '{userId} को ट्रांसफ़र',
  toPackageWallet: 'पैकेज वॉलेट में ट्रांसफ़र',
  activation: 'एक्टिवेशन',
  bonusRedeemed: 'बोनस इनकम वॉलेट में रिडीम किया गया',
  businessReward: 'बिज़नेस रिवॉर्ड: टीम बिज़नेस {amount} तक पहुँचा',
  bonus: 'बोनस: {reason}',
  adjustment: 'समायोजन: {reason}',
  walletName:
    '{wallet, select, wallet {इनकम वॉलेट} packageWallet {पैकेज वॉलेट} bonusWallet {बोनस वॉलेट} poolWallet {पूल वॉलेट} other {{pool} वॉलेट}}',
  from: '{who} से',
  to: '{who} को',
  member: '{userId} ({name})',
  fee: 'शुल्क {fee}',
  sourceKind:
    '{kind, select, roi {ROI} level {लेवल} membership {मेंबरशिप} reward {बिज़नेस रिवॉर्ड} other {बोनस}}',
  sourceLevel: 'लेवल {level}',
  sourceRateOf: '{base} का {rate}',
  sourceFrom: '{userId} से',
  credit: 'जमा',
  debit: 'नामे',
  columnDate: 'तारीख',
  columnDescription: 'विवरण',
  columnCounterparty: 'दूसरा सदस्य',
  columnWallet: 'वॉलेट',
  columnType: 'प्रकार',
  columnAmount: 'राशि',
  columnFee: 'शुल्क',
  columnSourceMember: 'स्रोत सदस्य',
  columnLevel: 'लेवल',
  columnRate: 'दर',
  columnBase: 'आधार',
  columnDay: 'दिन',
}
