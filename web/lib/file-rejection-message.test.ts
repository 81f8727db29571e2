// The file pickers' refusals: the spec's English (react-dropzone's wording) and Hindi for each code.
import i18next from 'i18next';
import type { FileRejection } from 'react-dropzone';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../test/texts';
import { fileRejectionMessage, type PickerLimits } from './file-rejection-message';

async function translator(lng: 'en' | 'hi') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { translation: en }, hi: { translation: hi } },
  });
  return i18n.t.bind(i18n);
}

/** A refusal as react-dropzone reports it, its message in its own English. */
function refused(code: string, message = 'react-dropzone wording'): FileRejection[] {
  const file = new File(['x'], 'notes.txt') as FileRejection['file'];
  return [{ file, errors: [{ code, message }] }];
}

const photo: PickerLimits = { accept: { 'image/*': [] } };
const sized: PickerLimits = {
  accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] },
  minSize: 1,
  maxSize: 1048576,
};

describe('a file picker refusal in the chosen language', () => {
  it("words each of react-dropzone's codes in English as the spec quotes them", async () => {
    const t = await translator('en');
    expect(fileRejectionMessage(refused('file-invalid-type'), t, photo)).toBe(
      'File type must be image/*',
    );
    expect(fileRejectionMessage(refused('file-invalid-type'), t, sized)).toBe(
      'File type must be one of image/png, .png, image/jpeg, .jpg, .jpeg',
    );
    expect(fileRejectionMessage(refused('file-too-large'), t, sized)).toBe(
      'File is larger than 1048576 bytes',
    );
    expect(fileRejectionMessage(refused('file-too-small'), t, sized)).toBe(
      'File is smaller than 1 byte',
    );
    expect(fileRejectionMessage(refused('too-many-files'), t, photo)).toBe('Too many files');
  });

  it('words each of them in Hindi, with no English words', async () => {
    const t = await translator('hi');
    const hindi = {
      'file-invalid-type': 'फ़ाइल का प्रकार image/* होना चाहिए',
      'file-too-large': 'फ़ाइल 1048576 बाइट से बड़ी है',
      'file-too-small': 'फ़ाइल 1 बाइट से छोटी है',
      'too-many-files': 'बहुत अधिक फ़ाइलें चुनी गई हैं',
      'made-up-by-a-validator': 'यह फ़ाइल इस्तेमाल नहीं की जा सकती',
    };
    for (const [code, text] of Object.entries(hindi)) {
      const limits = code === 'file-invalid-type' ? photo : sized;
      expect(fileRejectionMessage(refused(code), t, limits), code).toBe(text);
    }
  });

  it('says nothing when nothing was refused', async () => {
    const t = await translator('hi');
    expect(fileRejectionMessage([], t, photo)).toBeNull();
  });
});
