// Quiz questions as an Excel workbook: an organiser's .xlsx read into rows, and the template to start
// one from.
import writeExcelFile, { type Row } from 'write-excel-file/node';
import { QUIZ_LIMITS } from '../../../common/quiz.js';
import { SheetRefusal, readFirstSheet } from '../../files/xlsx-sheet.js';
import {
  QUESTION_FILE_MAX_COLUMNS,
  TEMPLATE_COLUMNS,
  malformedQuestionFile,
  type FileRow,
} from './question-rows.js';

/**
 * The first sheet's rows with anything in them, each with its row number as its line; a file that
 * cannot be read, or holds more than a quiz can, is refused at the row where reading stopped.
 */
export async function readQuestionXlsx(body: Buffer): Promise<FileRow[]> {
  try {
    // The header and one row past the most questions, so the refusal names the first row over.
    return await readFirstSheet(body, {
      maxRows: QUIZ_LIMITS.maxQuestions + 1,
      maxColumns: QUESTION_FILE_MAX_COLUMNS,
    });
  } catch (error) {
    if (error instanceof SheetRefusal) throw malformedQuestionFile(error.line, error.reason);
    throw error;
  }
}

/**
 * The example rows: [question, options, correct, explanation, picture]; their id column says
 * "example".
 */
const EXAMPLES = [
  [
    'Which planet is known as the Red Planet?',
    ['Venus', 'Mars', 'Jupiter', 'Saturn'],
    2,
    'Iron oxide (rust) in its soil makes Mars look red.',
    null,
  ],
  [
    'भारत का राष्ट्रीय पक्षी कौन-सा है?',
    ['मोर', 'तोता', 'कबूतर'],
    1,
    'मोर को 1963 में भारत का राष्ट्रीय पक्षी घोषित किया गया।',
    'peacock.jpg',
  ],
] as const;

/** The second sheet: how to fill in the first, in both languages. */
const HOW_TO = [
  'How to fill in the Questions sheet (the import reads only that sheet)',
  'One question per row, from row 2 on. Leave the id column empty to add a question; an exported file has the ids of the questions it changes.',
  'option 1 to option 6: write 2 to 6 options, from option 1 on, with no empty option between two others.',
  'correct: the number of the right option, 1 to the number of options.',
  'explanation (optional): a line shown with the right answer in a live game, up to 500 characters.',
  'picture (optional): the file name of the question’s picture (JPEG, PNG, WebP, GIF or AVIF, up to 10 MB). Send the pictures with the file, as a .zip or chosen together.',
  'Rows whose id says "example" are examples: they are never imported. Delete them or leave them.',
  'Questions शीट कैसे भरें (आयात केवल वही शीट पढ़ता है)',
  'हर पंक्ति में एक प्रश्न, पंक्ति 2 से। नया प्रश्न जोड़ने के लिए id कॉलम खाली छोड़ें।',
  'option 1 से option 6: 2 से 6 विकल्प लिखें, option 1 से शुरू करके, बीच में कोई विकल्प खाली न छोड़ें।',
  'correct: सही विकल्प की संख्या, 1 से विकल्पों की संख्या तक।',
  'explanation (वैकल्पिक): लाइव गेम में सही उत्तर के साथ दिखाई जाने वाली एक पंक्ति, 500 अक्षरों तक।',
  'picture (वैकल्पिक): प्रश्न के चित्र की फ़ाइल का नाम (JPEG, PNG, WebP, GIF या AVIF, 10 MB तक)। चित्र फ़ाइल के साथ .zip में या एक साथ चुनकर भेजें।',
  'जिन पंक्तियों के id में "example" लिखा है वे उदाहरण हैं: वे कभी आयात नहीं होतीं।',
];

const BOLD = { fontWeight: 'bold' as const };

/** Widths in characters: the id and the answer narrow, the question widest. */
const WIDTHS: Record<string, number> = {
  id: 10,
  question: 50,
  correct: 10,
  explanation: 40,
  picture: 18,
};

/** An example row's cells: grey and italic, so it reads as an example beside the organiser's rows. */
const example = (value: string | number | null) =>
  value === null
    ? null
    : ({
        value,
        ...(typeof value === 'number' ? { type: Number } : {}),
        fontStyle: 'italic',
        textColor: '#555555',
        wrap: true,
      } as const);

/**
 * The workbook organisers download to write questions in: the Questions sheet with its header and
 * two example rows (marked "example" in the id column, so that the import leaves them out), and a
 * second sheet on how to fill it in.
 */
export async function quizTemplateXlsx(): Promise<Buffer> {
  const header: Row = TEMPLATE_COLUMNS.map((value) => ({ value, fontWeight: 'bold' }));
  const examples: Row[] = EXAMPLES.map(([text, options, correct, explanation, picture]) =>
    TEMPLATE_COLUMNS.map((column, index) => {
      if (column === 'id') return example('example');
      if (column === 'question') return example(text);
      if (column === 'correct') return example(correct);
      if (column === 'explanation') return example(explanation);
      if (column === 'picture') return example(picture);
      return example((options as readonly string[])[index - 2] ?? null); // options follow id and question
    }),
  );
  return writeExcelFile([
    {
      data: [header, ...examples],
      sheet: 'Questions',
      columns: TEMPLATE_COLUMNS.map((column) => ({ width: WIDTHS[column] ?? 20 })),
      stickyRowsCount: 1,
    },
    {
      data: HOW_TO.map((line, index) => [
        // Each language's first line is its heading.
        { value: line, wrap: true, ...(index % (HOW_TO.length / 2) === 0 ? BOLD : {}) },
      ]),
      sheet: 'How to fill in',
      columns: [{ width: 100 }],
    },
  ]).toBuffer();
}
