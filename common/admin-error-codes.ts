// The codes only organisers meet (the admin area's refusals), with their English messages: apart
// from the rest so that phones' first screens never download their texts (the admin area adds them
// to the translations when it loads, web/locales/en-admin.ts). The server sends them like any other.

export const adminErrorMessages = {
  already_admin: 'That number is already an admin',
  not_admin: 'That number is not an admin',
  last_admin: 'The last admin cannot be removed',
  not_registered: 'This person is not registered',
  unknown_employee_code: 'No such employee code',
  changed_meanwhile: 'This changed while it was being saved. Please try again.',
  registry_too_large: 'The file is too large. Please split it.',
  registry_not_csv: 'Please send the registry as a CSV file',
  registry_too_long: 'The file has too many rows. Please split it.',
  malformed_csv: 'The file is not valid CSV',
  invalid_quiz: 'Please check the quiz details',
  quiz_has_plays:
    'This quiz has plays, so this cannot change. Archive the quiz instead, or make a copy.',
  quiz_kind_locked:
    'People have started this quiz, so it stays a contest or practice as it is. Make a copy to change that.',
  quiz_archived: 'This quiz is archived. Restore it to change it.',
  quiz_import_invalid: 'Some rows of the file are not valid. Fix them and import the file again.',
  quiz_file_too_large: 'The file is too large. Please send at most 2 MB.',
  quiz_file_not_supported: 'Please choose a CSV file or an Excel workbook (.xlsx)',
  image_not_image: 'The image must be a JPEG, PNG, WebP, GIF or AVIF file',
  image_too_large: 'The image is too large. Please choose one under 10 MB',
  quiz_file_malformed: 'The file could not be read',
  team_not_empty:
    'This team still has people registered in it. Move them to another team first (People → a person → RSO).',
  invalid_setup: 'Please check the details',
  setup_file_not_supported: 'Please choose an event setup file (.zip) exported from Utsav',
  setup_file_too_large: 'The file is too large. Please send at most 2 GB.',
  setup_file_unpacked_too_large:
    'The setup file holds more than an event setup can (too many files, or too much once unpacked). Please export it again from Utsav.',
  setup_file_invalid: 'The setup file could not be used: a file in it is missing or not valid',
  file_too_complex:
    'The file could not be read within the time and memory a file may take. Please simplify it or split it.',
  file_readers_busy: 'Other files are being read right now. Please try again in a minute.',
  video_not_video: 'The video must be an MP4 or WebM file',
  video_too_large: 'The video is too large. Please choose one under 500 MB',
  announcement_ended: 'This announcement has already ended',
  too_many_announcements:
    'At most 10 announcements can show at the same time. End one first, or choose a time when fewer are showing.',
} satisfies Record<string, string>;

export type AdminErrorCode = keyof typeof adminErrorMessages;
