// Texts the server sends and the client shows, by name, in English (the spec's, verbatim) and Hindi.
import type { Texts } from './texts.js';

/**
 * Each shared text in every language, by name: the server sends its English, the browser shows the
 * chosen language's.
 */
export const messageTexts = {
  invalidMobile: {
    en: 'Please enter a valid 10-digit mobile number',
    hi: 'कृपया 10 अंकों का सही मोबाइल नंबर डालें',
  },
  otpSent: { en: 'OTP sent', hi: 'OTP भेजा गया' },
  sendFailed: { en: 'Failed to send OTP', hi: 'OTP भेजा नहीं जा सका' },
  verified: { en: 'Verified', hi: 'सत्यापित' },
  invalidOtp: { en: 'Invalid OTP', hi: 'गलत OTP' },
  otpExpired: {
    en: 'Code expired. Please request a new one',
    hi: 'कोड की समय-सीमा समाप्त हो गई। कृपया नया कोड मँगाएँ',
  },
  botCheckFailed: {
    en: 'Security check failed. Please try again.',
    hi: 'सुरक्षा जाँच विफल रही। कृपया फिर कोशिश करें।',
  },
  notSignedIn: { en: 'Not signed in', hi: 'आप साइन इन नहीं हैं' },
  employeeIdRequired: { en: 'Employee ID is required', hi: 'कर्मचारी आईडी आवश्यक है' },
  nameRequired: { en: 'Name is required', hi: 'नाम आवश्यक है' },
  genderRequired: { en: 'Gender is required', hi: 'लिंग आवश्यक है' },
  rsoRequired: { en: 'RSO is required', hi: 'आरएसओ आवश्यक है' },
  invalidEmployeeId: { en: 'Invalid employee id', hi: 'अमान्य कर्मचारी आईडी' },
  alreadyRegistered: { en: 'Already registered', hi: 'पहले से पंजीकृत' },
  // What the profile form says after the registry's two refusals: the step to take, whom to ask.
  invalidEmployeeIdNext: {
    en: 'Check the ID and try again, or ask the organisers.',
    hi: 'आईडी जाँचकर फिर कोशिश करें, या आयोजकों से पूछें।',
  },
  alreadyRegisteredNext: {
    en: 'If this ID is yours and you did not register, ask the organisers.',
    hi: 'अगर यह आईडी आपकी है और आपने पंजीकरण नहीं किया, तो आयोजकों से पूछें।',
  },
  refusalThenNext: { en: '{{refusal}}. {{next}}', hi: '{{refusal}}। {{next}}' },
  organisersContact: { en: 'Contact: {{contact}}', hi: 'संपर्क: {{contact}}' },
  saveFailed: { en: 'Failed to save', hi: 'सहेजा नहीं जा सका' },
  profileSaved: { en: 'Profile saved', hi: 'प्रोफ़ाइल सहेजी गई' },
  quizStartFailed: {
    en: 'Could not start the quiz due to a network issue. Please check your connection and try again.',
    hi: 'नेटवर्क समस्या के कारण क्विज़ शुरू नहीं हो सका। कृपया अपना कनेक्शन जाँचें और फिर कोशिश करें।',
  },
  disqualified: {
    en: 'You exited or refreshed during the quiz. You have been disqualified and cannot play again.',
    hi: 'आपने क्विज़ के दौरान पेज छोड़ा या रीफ़्रेश किया। आप अयोग्य हो गए हैं और फिर से नहीं खेल सकते।',
  },
  quizAbandoned: {
    en: 'This play ended because no answer reached us for too long. You have been disqualified and cannot play again.',
    hi: 'बहुत देर तक आपका कोई उत्तर हम तक नहीं पहुँचा, इसलिए यह खेल समाप्त हो गया। आप अयोग्य हो गए हैं और फिर से नहीं खेल सकते।',
  },
  pleaseLogin: { en: 'Please login to continue', hi: 'जारी रखने के लिए कृपया लॉग इन करें' },
  quizClosed: { en: 'This quiz is not open right now', hi: 'यह क्विज़ अभी खुला नहीं है' },
  alreadyPlayed: { en: 'You have already played this quiz', hi: 'आप यह क्विज़ पहले ही खेल चुके हैं' },
  notCurrentQuestion: { en: 'That question is not the current one', hi: 'यह मौजूदा प्रश्न नहीं है' },
  invalidAnswer: { en: 'That answer is not one of the options', hi: 'यह उत्तर विकल्पों में से नहीं है' },
  profileFirst: { en: 'Please complete your profile first', hi: 'कृपया पहले अपनी प्रोफ़ाइल पूरी करें' },
  photoNotImage: {
    en: 'The photo must be a JPEG, PNG, WebP, HEIC or GIF image',
    hi: 'फ़ोटो JPEG, PNG, WebP, HEIC या GIF छवि होनी चाहिए',
  },
  photoTooLarge: {
    en: 'The photo is too large. Please choose one under 10 MB',
    hi: 'फ़ोटो बहुत बड़ी है। कृपया 10 MB से छोटी फ़ोटो चुनें',
  },
  foreignOrigin: {
    en: 'This request came from another site and was refused.',
    hi: 'यह अनुरोध किसी दूसरी साइट से आया था और अस्वीकार कर दिया गया।',
  },
  noAccess: { en: 'You do not have access', hi: 'आपको पहुँच की अनुमति नहीं है' },
  employeeIdTooLong: { en: 'Employee ID is too long', hi: 'कर्मचारी आईडी बहुत लंबी है' },
  nameTooLong: { en: 'Name is too long', hi: 'नाम बहुत लंबा है' },
  tooLong: { en: 'Too long', hi: 'बहुत लंबा' },
  unsaveable: {
    en: 'Please remove characters that cannot be saved',
    hi: 'कृपया वे अक्षर हटाएँ जिन्हें सहेजा नहीं जा सकता',
  },
  csvQuoteNotClosed: { en: 'a quote is not closed', hi: 'एक उद्धरण चिह्न बंद नहीं हुआ है' },
  csvTextAfterClosingQuote: {
    en: 'a closing quote is followed by other text',
    hi: 'बंद करने वाले उद्धरण चिह्न के बाद और पाठ है',
  },
  csvQuoteInsideValue: {
    en: 'a quote is in the middle of a value that does not start with one',
    hi: 'एक उद्धरण चिह्न ऐसे मान के बीच में है जो उससे शुरू नहीं होता',
  },
  csvNotValid: { en: 'this line is not valid CSV', hi: 'यह पंक्ति सही CSV नहीं है' },
  quizFileHeader: {
    en: 'the first row must name the columns question, option 1, option 2 … and correct',
    hi: 'पहली पंक्ति में कॉलम के नाम question, option 1, option 2 … और correct होने चाहिए',
  },
  quizFileNotXlsx: {
    en: 'this is not an Excel (.xlsx) file that can be read',
    hi: 'यह ऐसी Excel (.xlsx) फ़ाइल नहीं है जिसे पढ़ा जा सके',
  },
  quizFileTooManyRows: {
    en: 'the file has more than 1,000 questions, the most a quiz can hold',
    hi: 'फ़ाइल में 1,000 से अधिक प्रश्न हैं, जबकि एक क्विज़ में अधिकतम इतने ही हो सकते हैं',
  },
  quizFileTooWide: {
    en: 'a cell beyond column 64 holds a value',
    hi: 'कॉलम 64 के बाद के किसी सेल में मान है',
  },
  quizFileTooLarge: {
    en: 'the file holds more text than a quiz can',
    hi: 'फ़ाइल में एक क्विज़ से अधिक पाठ है',
  },
  unknownQuestionId: {
    en: 'no question of this quiz has this id',
    hi: 'इस क्विज़ के किसी प्रश्न की यह आईडी नहीं है',
  },
  duplicateQuestionId: {
    en: 'this id is on an earlier line too',
    hi: 'यह आईडी किसी पिछली पंक्ति में भी है',
  },
  quizTitleRequired: { en: 'A title in English is required', hi: 'अंग्रेज़ी में शीर्षक आवश्यक है' },
  questionRequired: { en: 'The question is required', hi: 'प्रश्न आवश्यक है' },
  optionRequired: { en: 'Every option needs a text', hi: 'हर विकल्प में पाठ होना चाहिए' },
  tooFewOptions: {
    en: 'A question needs at least 2 options',
    hi: 'एक प्रश्न में कम से कम 2 विकल्प होने चाहिए',
  },
  tooManyOptions: {
    en: 'A question has at most 6 options',
    hi: 'एक प्रश्न में अधिकतम 6 विकल्प हो सकते हैं',
  },
  optionsNotDistinct: { en: 'Two options are the same', hi: 'दो विकल्प एक जैसे हैं' },
  correctNotAnOption: {
    en: 'Mark one option as the correct one',
    hi: 'एक विकल्प को सही उत्तर के रूप में चिह्नित करें',
  },
  questionsPerPlayRange: {
    en: 'Questions per play must be a whole number from 1 to 50',
    hi: 'प्रति खेल प्रश्न 1 से 50 तक की पूर्ण संख्या होनी चाहिए',
  },
  secondsRange: {
    en: 'Seconds per question must be a whole number from 5 to 300',
    hi: 'प्रति प्रश्न सेकंड 5 से 300 तक की पूर्ण संख्या होनी चाहिए',
  },
  scheduleNotATime: { en: 'Enter a date and a time', hi: 'तारीख और समय डालें' },
  closesBeforeOpens: {
    en: 'The closing time must be after the opening time',
    hi: 'बंद होने का समय खुलने के समय के बाद होना चाहिए',
  },
  tooManyQuestions: {
    en: 'A quiz holds at most 1,000 questions',
    hi: 'एक क्विज़ में अधिकतम 1,000 प्रश्न हो सकते हैं',
  },
  textRequired: { en: 'This is required', hi: 'यह आवश्यक है' },
  officeRequired: {
    en: 'The office name in English is required',
    hi: 'अंग्रेज़ी में कार्यालय का नाम आवश्यक है',
  },
  teamLabelRequired: {
    en: 'The team name in English is required',
    hi: 'अंग्रेज़ी में टीम का नाम आवश्यक है',
  },
  capacityRange: {
    en: 'Capacity must be a whole number from 0 to 100,000',
    hi: 'क्षमता 0 से 100,000 तक की पूर्ण संख्या होनी चाहिए',
  },
  notATimeZone: {
    en: 'Choose a time zone from the list, such as Asia/Kolkata',
    hi: 'सूची से कोई समय क्षेत्र चुनें, जैसे Asia/Kolkata',
  },
  notALink: {
    en: 'Enter a link that starts with https:// or http://',
    hi: 'ऐसा लिंक डालें जो https:// या http:// से शुरू हो',
  },
  videoTitleRequired: { en: 'The video needs a title', hi: 'वीडियो का शीर्षक आवश्यक है' },
  eventNameRequired: { en: 'The event needs a name', hi: 'कार्यक्रम का नाम आवश्यक है' },
  screenNameRequired: { en: 'The screen needs a name', hi: 'स्क्रीन का नाम आवश्यक है' },
  announcementRequired: { en: 'Write the announcement in English', hi: 'घोषणा अंग्रेज़ी में लिखें' },
  endsBeforeStarts: {
    en: 'The end must be after the start',
    hi: 'समाप्ति का समय शुरुआत के बाद होना चाहिए',
  },
  engageTitleRequired: {
    en: 'Write the question or title in English',
    hi: 'प्रश्न या शीर्षक अंग्रेज़ी में लिखें',
  },
  pollOptionsCount: {
    en: 'A poll has 2 to 6 options',
    hi: 'एक पोल में 2 से 6 विकल्प होते हैं',
  },
  pollOptionsSame: {
    en: 'Two options read the same',
    hi: 'दो विकल्प एक जैसे हैं',
  },
  cloudWordRequired: { en: 'Write a word', hi: 'एक शब्द लिखें' },
  stageQuestionRequired: { en: 'Write your question', hi: 'अपना प्रश्न लिखें' },
  endsInPast: { en: 'The end must be in the future', hi: 'समाप्ति का समय भविष्य में होना चाहिए' },
  screenQuizNotContest: { en: 'Choose one of the contests', hi: 'प्रतियोगिता वाली क्विज़ में से एक चुनें' },
  notADate: { en: 'Enter a date', hi: 'तारीख डालें' },
  lastDayFirst: {
    en: 'The last day must be on or after the first',
    hi: 'अंतिम दिन पहले दिन के बाद या उसी दिन होना चाहिए',
  },
  eventTooLong: { en: 'An event lasts at most 31 days', hi: 'कार्यक्रम अधिकतम 31 दिन का हो सकता है' },
  notATime: { en: 'Enter a time such as 09:30', hi: '09:30 जैसा समय डालें' },
  itineraryDay: { en: "Choose one of the event's days", hi: 'कार्यक्रम के दिनों में से एक चुनें' },
  itineraryWhatRequired: {
    en: 'Say what happens, in English',
    hi: 'क्या होगा, यह अंग्रेज़ी में लिखें',
  },
  tooManyItineraryRows: {
    en: 'The itinerary holds at most 40 rows',
    hi: 'कार्यक्रम सूची में अधिकतम 40 पंक्तियाँ हो सकती हैं',
  },
} satisfies Record<string, Texts>;

/**
 * The name of one of the texts above; a schema's messages are these names, which the server turns
 * into the English text and the web into the chosen language's (`messages.<key>` in its texts).
 */
export type MessageKey = keyof typeof messageTexts;

/** The texts above in English, by name, as the server sends them; and the one it words itself. */
export const messages = {
  ...(Object.fromEntries(
    Object.entries(messageTexts).map(([key, texts]) => [key, texts.en]),
  ) as Record<MessageKey, string>),
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
};

/** Whether a schema's message is the name of one of the texts above rather than text itself. */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messageTexts, value);
}
