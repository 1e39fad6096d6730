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
  depositCreditedSubject: 'Trellis: डिपॉज़िट जमा हुआ',
  depositCreditedText:
    'नमस्ते {firstName},\n\nआपका {amount} का USDT डिपॉज़िट (ट्रांज़ैक्शन {txHash}) चेन पर अंतिम हो गया है और आपके पैकेज वॉलेट में जमा कर दिया गया है।\n',
  withdrawalSentSubject: 'Trellis: निकासी भेजी गई',
  withdrawalSentText:
    'नमस्ते {firstName},\n\nआपकी {amount} की निकासी ट्रांज़ैक्शन {hash} में {address} पर भेजी गई। कुछ पुष्टियों के बाद यह अंतिम हो जाती है।\n',
  payoutAddressSubject: 'Trellis: आपका पेआउट पता बदला गया',
  payoutAddressText:
    'आपका USDT (BEP-20) पेआउट पता अब {address} है। अगर यह बदलाव आपने नहीं किया, तो अभी अपना लॉगिन और ट्रांज़ैक्शन पासवर्ड बदलें।',
  payoutAddressHeldText:
    'आपका USDT (BEP-20) पेआउट पता अब {address} है। आपकी सुरक्षा के लिए, इस पते पर निकासी {until} से खुलेगी। अगर यह बदलाव आपने नहीं किया, तो अभी अपना लॉगिन और ट्रांज़ैक्शन पासवर्ड बदलें।',
  loginLockSubject: 'Trellis: आपके खाते में लॉग इन रोके गए हैं',
  loginLockText:
    'किसी ने आपके Trellis खाते के लिए कई बार गलत पासवर्ड डाला, इसलिए नए डिवाइस से लॉग इन {until} तक रोके गए हैं। जिन डिवाइस पर आपने पहले साइन इन किया था, वहाँ से आप अब भी लॉग इन कर सकते हैं। अगर यह आप नहीं थे, तो आपका पासवर्ड अब भी सुरक्षित है; "पासवर्ड भूल गए" से भी यह रोक खत्म होती है।',
  passwordChangeLockSubject: 'Trellis: आपके खाते में पासवर्ड बदलना रोका गया है',
  passwordChangeLockText:
    'पासवर्ड बदलते समय कई बार गलत मौजूदा पासवर्ड डाला गया, इसलिए पासवर्ड बदलना {until} तक रोका गया है। अगर यह आप नहीं थे, तो "पासवर्ड भूल गए" से अपना पासवर्ड रीसेट करें: इससे हर सेशन खत्म हो जाता है।',
  transactionPasswordLockSubject: 'Trellis: आपके खाते में पैसों से जुड़े काम रोके गए हैं',
  transactionPasswordLockText:
    'कई बार गलत ट्रांज़ैक्शन पासवर्ड डाला गया, इसलिए ट्रांसफ़र, निकासी और निवेश {until} तक रोके गए हैं। अगर यह आप नहीं थे, तो अभी अपना लॉगिन पासवर्ड बदलें: इससे बाकी हर सेशन खत्म हो जाता है।',
  factorLockSubject: 'Trellis: आपके खाते में ऑथेंटिकेटर कोड रोके गए हैं',
  factorLockText:
    'कई बार गलत ऑथेंटिकेटर कोड डाला गया, इसलिए इससे साइन इन और पुष्टि {until} तक रोकी गई हैं। जिसने भी यह किया, उसे आपका पासवर्ड पता था: अगर यह आप नहीं थे, तो अभी अपना पासवर्ड बदलें।',
  userIdsSubject: 'आपकी Trellis यूज़र आईडी',
  userIdsText:
    'यह ई-मेल पता कई Trellis खातों का है: {ids}। पासवर्ड रीसेट करने के लिए, उस खाते की यूज़र आईडी के साथ फिर से अनुरोध करें। अगर आपने अनुरोध नहीं किया, तो इस संदेश को अनदेखा करें।',
  newDeviceSubject: 'Trellis: एक नए डिवाइस से साइन-इन',
  newDeviceText:
    'आपके Trellis खाते में {at} पर {device} (पता {address}) से साइन इन किया गया। अगर यह आप नहीं थे, तो अभी अपना पासवर्ड बदलें और प्रोफ़ाइल > सुरक्षा में अपने बाकी सेशन खत्म करें।',
  credentialSubject: 'Trellis: आपकी साइन-इन सेटिंग बदली गई',
  credentialText:
    '{change} ({at})। अगर यह आप नहीं थे, तो अभी अपना पासवर्ड बदलें और प्रोफ़ाइल > सुरक्षा में अपने बाकी सेशन खत्म करें।',
  credentialTextWithNote:
    '{change} {note} ({at})। अगर यह आप नहीं थे, तो अभी अपना पासवर्ड बदलें और प्रोफ़ाइल > सुरक्षा में अपने बाकी सेशन खत्म करें।',
  changeTotpAdded: 'आपके खाते में एक ऑथेंटिकेटर ऐप जोड़ा गया।',
  changePasskeyAdded: 'आपके खाते में एक पासकी जोड़ी गई।',
  changePasskeyRemoved: 'आपके खाते से एक पासकी हटाई गई।',
  changeTotpRemoved: 'आपके खाते से ऑथेंटिकेटर ऐप हटाया गया।',
  changeRecoveryRenewed: 'नए रिकवरी कोड बनाए गए; पुराने अब काम नहीं करते।',
  changeRecoveryUsed: 'साइन-इन या किसी काम की पुष्टि के लिए एक रिकवरी कोड इस्तेमाल हुआ।',
  changePasswordChanged: 'आपका लॉगिन पासवर्ड बदला गया।',
  changePasswordReset: 'इस पते पर भेजे गए कोड से आपका लॉगिन पासवर्ड रीसेट किया गया।',
  noteOperatorRecovery: 'इसे एक ऑपरेटर रिकवरी ने हटाया।',
  notePasskeyName: 'इसका नाम: "{name}"।',
  noteRecoveryLeft: '{left, plural, one {# रिकवरी कोड बचा है} other {# रिकवरी कोड बचे हैं}}।',
  transferReceivedSubject: 'Trellis: आपको एक ट्रांसफ़र मिला',
  transferReceivedText:
    'नमस्ते {firstName},\n\nआपको {from} से {amount} मिले। यह राशि अब आपके वॉलेट में है।\n\nये मेल आप ऐप में सूचनाएँ के अंतर्गत बंद कर सकते हैं।\n',
  teamJoinedSubject: 'Trellis: आपकी टीम में एक नया सदस्य जुड़ा',
  teamJoinedText:
    'नमस्ते {firstName},\n\n{member} आपके रेफ़रल लिंक से Trellis से जुड़े हैं और अब आपकी टीम में हैं।\n\nये मेल आप ऐप में सूचनाएँ के अंतर्गत बंद कर सकते हैं।\n',
  withdrawalRejectedSubject: 'Trellis: निकासी अस्वीकार की गई',
  withdrawalRejectedText:
    'नमस्ते {firstName},\n\nआपकी निकासी {id} अस्वीकार कर दी गई: शुल्क सहित {amount} आपके इनकम वॉलेट में वापस आ गए हैं।\n\nये मेल आप ऐप में सूचनाएँ के अंतर्गत बंद कर सकते हैं।\n',
}
