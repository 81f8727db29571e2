// Texts the server sends and the client shows, by name; the spec's are verbatim.

export const messages = {
  invalidMobile: 'Please enter a valid 10-digit mobile number',
  otpSent: 'OTP sent',
  sendFailed: 'Failed to send OTP',
  verified: 'Verified',
  invalidOtp: 'Invalid OTP',
  otpExpired: 'Code expired. Please request a new one',
  botCheckFailed: 'Security check failed. Please try again.',
  notSignedIn: 'Not signed in',
  employeeIdRequired: 'Employee ID is required',
  nameRequired: 'Name is required',
  genderRequired: 'Gender is required',
  rsoRequired: 'RSO is required',
  invalidEmployeeId: 'Invalid employee id',
  alreadyRegistered: 'Already registered',
  saveFailed: 'Failed to save',
  profileSaved: 'Profile saved',
  quizStartFailed:
    'Could not start the quiz due to a network issue. Please check your connection and try again.',
  disqualified:
    'You exited or refreshed during the quiz. You have been disqualified and cannot play again.',
  quizAbandoned:
    'This play ended because no answer reached us for too long. You have been disqualified and cannot play again.',
  pleaseLogin: 'Please login to continue',
  quizClosed: 'This quiz is not open right now',
  alreadyPlayed: 'You have already played this quiz',
  notCurrentQuestion: 'That question is not the current one',
  invalidAnswer: 'That answer is not one of the options',
  profileFirst: 'Please complete your profile first',
  photoNotImage: 'The photo must be a JPEG, PNG, WebP, HEIC or GIF image',
  photoTooLarge: 'The photo is too large. Please choose one under 10 MB',
  foreignOrigin: 'This request came from another site and was refused.',
  noAccess: 'You do not have access',
  employeeIdTooLong: 'Employee ID is too long',
  nameTooLong: 'Name is too long',
  tooLong: 'Too long',
  unsaveable: 'Please remove characters that cannot be saved',
  csvQuoteNotClosed: 'a quote is not closed',
  csvTextAfterClosingQuote: 'a closing quote is followed by other text',
  csvQuoteInsideValue: 'a quote is in the middle of a value that does not start with one',
  csvNotValid: 'this line is not valid CSV',
  quizFileHeader: 'the first row must name the columns question, option 1, option 2 … and correct',
  quizFileNotXlsx: 'this is not an Excel (.xlsx) file that can be read',
  quizFileTooManyRows: 'the file has more than 1,000 questions, the most a quiz can hold',
  quizFileTooWide: 'a cell beyond column 64 holds a value',
  quizFileTooLarge: 'the file holds more text than a quiz can',
  unknownQuestionId: 'no question of this quiz has this id',
  duplicateQuestionId: 'this id is on an earlier line too',
  quizTitleRequired: 'A title in English is required',
  questionRequired: 'The question is required',
  optionRequired: 'Every option needs a text',
  tooFewOptions: 'A question needs at least 2 options',
  tooManyOptions: 'A question has at most 6 options',
  optionsNotDistinct: 'Two options are the same',
  correctNotAnOption: 'Mark one option as the correct one',
  questionsPerPlayRange: 'Questions per play must be a whole number from 1 to 50',
  secondsRange: 'Seconds per question must be a whole number from 5 to 300',
  scheduleNotATime: 'Enter a date and a time',
  closesBeforeOpens: 'The closing time must be after the opening time',
  tooManyQuestions: 'A quiz holds at most 1,000 questions',
  textRequired: 'This is required',
  officeRequired: 'The office name in English is required',
  teamLabelRequired: 'The team name in English is required',
  capacityRange: 'Capacity must be a whole number from 0 to 100,000',
  notATimeZone: 'Choose a time zone from the list, such as Asia/Kolkata',
  notALink: 'Enter a link that starts with https:// or http://',
  videoTitleRequired: 'The video needs a title',
  eventNameRequired: 'The event needs a name',
  screenNameRequired: 'The screen needs a name',
  announcementRequired: 'Write the announcement in English',
  endsBeforeStarts: 'The end must be after the start',
  endsInPast: 'The end must be in the future',
  screenQuizNotContest: 'Choose one of the contests',
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
} as const;

/**
 * The name of one of the texts above; a schema's messages are these names, which the server turns
 * into the English text and the web into the chosen language's (`messages.<key>` in its locales).
 */
export type MessageKey = Exclude<keyof typeof messages, 'tooManyAttempts'>;

/** Whether a schema's message is the name of one of the texts above rather than text itself. */
export function isMessageKey(value: string): value is MessageKey {
  return (
    Object.hasOwn(messages, value) && typeof messages[value as keyof typeof messages] === 'string'
  );
}
