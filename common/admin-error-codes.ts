// The codes only organisers meet (the admin area's refusals), each with its HTTP status and its
// texts in English and Hindi, like the players' (common/error-codes.ts): apart from them so that
// phones never download these texts, which load with the admin area (web/locales/admin-texts.ts).
// The server sends them like any other.
import type { ServerErrorEntry } from './texts.js';

export const adminErrors = {
  // Admin
  already_admin: { status: 409, en: 'That number is already an admin', hi: 'यह नंबर पहले से एडमिन है' },
  not_admin: { status: 404, en: 'That number is not an admin', hi: 'यह नंबर एडमिन नहीं है' },
  last_admin: {
    status: 409,
    en: 'The last admin cannot be removed',
    hi: 'अंतिम एडमिन को हटाया नहीं जा सकता',
  },
  not_registered: { status: 404, en: 'This person is not registered', hi: 'यह व्यक्ति पंजीकृत नहीं है' },
  unknown_employee_code: {
    status: 404,
    en: 'No such employee code',
    hi: 'यह कर्मचारी कोड रजिस्ट्री में नहीं है',
  },
  changed_meanwhile: {
    status: 409,
    en: 'This changed while it was being saved. Please try again.',
    hi: 'सहेजते समय यह बदल गया। कृपया फिर कोशिश करें।',
  },
  registry_too_large: {
    status: 413,
    en: 'The file is too large. Please split it.',
    hi: 'फ़ाइल बहुत बड़ी है। कृपया इसे छोटी फ़ाइलों में बाँटकर भेजें।',
  },
  registry_not_csv: {
    status: 415,
    en: 'Please send the registry as a CSV file',
    hi: 'कृपया रजिस्ट्री CSV फ़ाइल के रूप में भेजें',
  },
  registry_too_long: {
    status: 400,
    en: 'Line {{line}}: the file has too many rows. Please split it.',
    hi: 'पंक्ति {{line}}: फ़ाइल में बहुत अधिक पंक्तियाँ हैं। कृपया इसे बाँट दें।',
    serverMessage: 'The file has too many rows. Please split it.',
  },
  malformed_csv: {
    status: 400,
    en: 'Line {{line}}: this line is not valid CSV',
    hi: 'पंक्ति {{line}}: यह पंक्ति सही CSV नहीं है',
    serverMessage: 'The file is not valid CSV',
    forms: { reason: { en: 'Line {{line}}: {{reason}}', hi: 'पंक्ति {{line}}: {{reason}}' } },
  },
  // Quiz editor
  invalid_quiz: {
    status: 400,
    en: 'Please check the quiz details',
    hi: 'कृपया क्विज़ का विवरण जाँचें',
    forms: { reason: { en: '{{reason}}', hi: '{{reason}}' } },
  },
  game_running: {
    status: 409,
    en: 'A live game is already running. End it first.',
    hi: 'एक लाइव गेम पहले से चल रहा है। पहले उसे समाप्त करें।',
  },
  game_moved_on: {
    status: 409,
    en: 'The game moved on before this was pressed. Look again and retry.',
    hi: 'यह दबाने से पहले गेम आगे बढ़ गया। फिर से देखें और दोबारा कोशिश करें।',
  },
  game_quiz_empty: {
    status: 422,
    en: 'This quiz has no questions yet',
    hi: 'इस क्विज़ में अभी कोई प्रश्न नहीं है',
  },
  engage_has_sends: {
    status: 409,
    en: 'People have already sent to this, so its kind, options and points cannot change',
    hi: 'लोग इसमें पहले ही भेज चुके हैं, इसलिए इसका प्रकार, विकल्प और अंक नहीं बदल सकते',
  },
  engage_ended: {
    status: 409,
    en: 'This has already ended',
    hi: 'यह पहले ही समाप्त हो चुका है',
  },
  quiz_has_plays: {
    status: 409,
    en: 'This quiz has plays, so this cannot change. Archive the quiz instead, or make a copy.',
    hi: 'इस क्विज़ में खेल हो चुके हैं, इसलिए यह नहीं बदल सकता। इसके बजाय क्विज़ को संग्रहित करें या उसकी प्रति बनाएँ।',
  },
  quiz_kind_locked: {
    status: 409,
    en: 'People have started this quiz, so it stays a contest or practice as it is. Make a copy to change that.',
    hi: 'लोग यह क्विज़ शुरू कर चुके हैं, इसलिए यह जैसी है वैसी ही प्रतियोगिता या अभ्यास रहेगी। इसे बदलने के लिए इसकी प्रति बनाएँ।',
  },
  quiz_archived: {
    status: 409,
    en: 'This quiz is archived. Restore it to change it.',
    hi: 'यह क्विज़ संग्रहित है। बदलने के लिए इसे बहाल करें।',
  },
  quiz_import_invalid: {
    status: 400,
    en: 'Row {{line}} of the file and maybe others cannot be imported. Preview the file to see them: you can then add the valid rows alone, or fix the file first.',
    hi: 'फ़ाइल की पंक्ति {{line}} और शायद कुछ और पंक्तियाँ आयात नहीं हो सकतीं। उन्हें देखने के लिए फ़ाइल का पूर्वावलोकन करें: फिर आप केवल सही पंक्तियाँ जोड़ सकते हैं, या पहले फ़ाइल ठीक कर सकते हैं।',
    serverMessage:
      'Some rows of the file cannot be imported. Preview the file to see them: you can then add the valid rows alone, or fix the file first.',
  },
  quiz_import_changed: {
    status: 409,
    en: 'The file or the quiz changed since the preview. Please preview the file again.',
    hi: 'पूर्वावलोकन के बाद फ़ाइल या क्विज़ बदल गई है। कृपया फ़ाइल का फिर से पूर्वावलोकन करें।',
  },
  quiz_pictures_not_zip: {
    status: 415,
    en: 'The pictures must be one .zip file, or JPEG, PNG, WebP, GIF or AVIF images chosen together.',
    hi: 'चित्र एक .zip फ़ाइल में हों, या एक साथ चुनी गई JPEG, PNG, WebP, GIF या AVIF छवियाँ हों।',
  },
  quiz_pictures_too_large: {
    status: 413,
    en: 'The pictures are too large together: at most 50 MB, and 64 MB once unzipped. Send fewer or smaller pictures.',
    hi: 'सभी चित्र मिलाकर बहुत बड़े हैं: अधिकतम 50 MB, और खोलने पर 64 MB। कम या छोटे चित्र भेजें।',
  },
  quiz_pictures_too_many: {
    status: 413,
    en: 'The pictures hold more than 1,000 files. Send only the pictures the questions name.',
    hi: 'चित्रों में 1,000 से अधिक फ़ाइलें हैं। केवल वही चित्र भेजें जिनके नाम प्रश्नों में हैं।',
  },
  quiz_pictures_unsafe_name: {
    status: 400,
    en: 'The .zip holds a file named {{name}}, outside its own folders. Make the .zip again from the pictures themselves.',
    hi: '.zip में {{name}} नाम की फ़ाइल है, जो उसके अपने फ़ोल्डरों से बाहर जाती है। चित्रों से .zip फिर से बनाएँ।',
    serverMessage: 'The .zip holds a file named outside its own folders',
  },
  quiz_file_too_large: {
    status: 413,
    en: 'The file is too large. Please send at most 2 MB.',
    hi: 'फ़ाइल बहुत बड़ी है। कृपया अधिकतम 2 MB भेजें।',
  },
  quiz_file_not_supported: {
    status: 415,
    en: 'Please choose a CSV file or an Excel workbook (.xlsx)',
    hi: 'कृपया CSV फ़ाइल या Excel वर्कबुक (.xlsx) चुनें',
  },
  image_not_image: {
    status: 415,
    en: 'The image must be a JPEG, PNG, WebP, GIF or AVIF file',
    hi: 'छवि JPEG, PNG, WebP, GIF या AVIF फ़ाइल होनी चाहिए',
  },
  image_too_large: {
    status: 413,
    en: 'The image is too large. Please choose one under 10 MB',
    hi: 'छवि बहुत बड़ी है। कृपया 10 MB से छोटी छवि चुनें',
  },
  quiz_file_malformed: {
    status: 400,
    en: 'Line {{line}}: the file could not be read',
    hi: 'फ़ाइल पंक्ति {{line}} पर पढ़ी नहीं जा सकी',
    serverMessage: 'The file could not be read',
    forms: {
      reason: {
        en: 'Line {{line}}: {{reason}}',
        hi: 'फ़ाइल पंक्ति {{line}} पर पढ़ी नहीं जा सकी: {{reason}}',
      },
    },
  },
  // Event setup
  team_not_empty: {
    status: 409,
    en: 'This team still has people registered in it. Move them to another team first (People → a person → RSO).',
    hi: 'इस टीम में अभी भी लोग पंजीकृत हैं। पहले उन्हें किसी दूसरी टीम में ले जाएँ (People → व्यक्ति → RSO)।',
  },
  image_undo_unavailable: {
    status: 409,
    en: 'This image can no longer be undone: it has been replaced again, or more than 15 minutes have passed. Choose the earlier image again to put it back.',
    hi: 'इस छवि को अब पहले जैसा नहीं किया जा सकता: इसे फिर से बदला जा चुका है, या 15 मिनट से अधिक हो गए हैं। पिछली छवि वापस लाने के लिए उसे फिर से चुनें।',
  },
  invalid_setup: { status: 400, en: 'Please check the details', hi: 'कृपया विवरण जाँचें' },
  setup_file_not_supported: {
    status: 415,
    en: 'Please choose an event setup file (.zip) exported from Utsav',
    hi: 'कृपया Utsav से निर्यात की गई कार्यक्रम सेटअप फ़ाइल (.zip) चुनें',
  },
  setup_file_too_large: {
    status: 413,
    en: 'The file is too large. Please send at most 2 GB.',
    hi: 'फ़ाइल बहुत बड़ी है। कृपया अधिकतम 2 GB भेजें।',
  },
  setup_file_unpacked_too_large: {
    status: 413,
    en: 'The setup file holds more than an event setup can (too many files, or too much once unpacked). Please export it again from Utsav.',
    hi: 'सेटअप फ़ाइल में किसी कार्यक्रम सेटअप से अधिक सामग्री है (बहुत सारी फ़ाइलें, या खोलने पर बहुत बड़ी)। कृपया इसे Utsav से फिर से निर्यात करें।',
  },
  setup_file_invalid: {
    status: 400,
    en: 'The setup file could not be used: {{file}} is missing or not valid.',
    hi: 'सेटअप फ़ाइल का उपयोग नहीं हो सका: {{file}} नहीं मिली या मान्य नहीं है।',
    serverMessage: 'The setup file could not be used: a file in it is missing or not valid',
  },
  file_too_complex: {
    status: 422,
    en: 'The file could not be read within the time and memory a file may take. Please simplify it or split it.',
    hi: 'फ़ाइल को तय समय और मेमोरी में पढ़ा नहीं जा सका। कृपया इसे सरल करें या कई फ़ाइलों में बाँटें।',
  },
  file_readers_busy: {
    status: 503,
    en: 'Other files are being read right now. Please try again in a minute.',
    hi: 'अभी दूसरी फ़ाइलें पढ़ी जा रही हैं। कृपया एक मिनट बाद फिर कोशिश करें।',
  },
  // Media
  video_not_video: {
    status: 415,
    en: 'The video must be an MP4 or WebM file',
    hi: 'वीडियो MP4 या WebM फ़ाइल होनी चाहिए',
  },
  video_too_large: {
    status: 413,
    en: 'The video is too large. Please choose one under 500 MB',
    hi: 'वीडियो बहुत बड़ा है। कृपया 500 MB से छोटा वीडियो चुनें',
  },
  // The venue: screen links and announcements
  announcement_ended: {
    status: 409,
    en: 'This announcement has already ended',
    hi: 'यह घोषणा पहले ही समाप्त हो चुकी है',
  },
  too_many_announcements: {
    status: 409,
    en: 'At most 10 announcements can show at the same time. End one first, or choose a time when fewer are showing.',
    hi: 'एक समय में अधिकतम 10 घोषणाएँ दिख सकती हैं। पहले कोई एक समाप्त करें, या ऐसा समय चुनें जब कम घोषणाएँ दिख रही हों।',
  },
} satisfies Record<string, ServerErrorEntry>;
