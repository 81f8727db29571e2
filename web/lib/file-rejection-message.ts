// A file picker's refusal (react-dropzone's error codes) in the chosen language; the English texts
// are the spec's, which are react-dropzone's own wording ("File type must be ...", "Too many files").
import type { TFunction } from 'i18next';
import type { Accept, ErrorCode, FileRejection } from 'react-dropzone';

/** What the picker was given: the texts name the types and sizes it accepts. */
export type PickerLimits = { accept?: Accept; minSize?: number; maxSize?: number };

/** The types as react-dropzone lists them in its own message: each MIME type, then its extensions. */
function acceptedTypes(accept: Accept = {}): string[] {
  return Object.entries(accept).flatMap(([type, extensions]) => [type, ...[extensions].flat()]);
}

// The types are shown as written (image/*), not escaped for HTML; React escapes what it renders.
const raw = { interpolation: { escapeValue: false } } as const;

export function fileRejectionMessage(
  rejections: readonly FileRejection[],
  t: TFunction,
  limits: PickerLimits,
): string | null {
  const error = rejections[0]?.errors[0];
  if (!error) return null;
  switch (error.code as `${ErrorCode}`) {
    case 'file-invalid-type': {
      const types = acceptedTypes(limits.accept);
      const key = types.length > 1 ? 'filePicker.invalidTypeOneOf' : 'filePicker.invalidType';
      return t(key, { ...raw, types: types.join(', ') });
    }
    case 'file-too-large':
      return t('filePicker.tooLarge', { count: limits.maxSize ?? 0 });
    case 'file-too-small':
      return t('filePicker.tooSmall', { count: limits.minSize ?? 0 });
    case 'too-many-files':
      return t('filePicker.tooMany');
    default:
      // A validator's own code: no text of ours says what it means.
      return t('filePicker.rejected');
  }
}
