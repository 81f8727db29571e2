// A video's title as its forms hold it (a new video's, and Rename's): checked with the shared rule
// before it is sent, the server's refusal shown beside it.
import { VideoTitleInput } from '../../../common/setup';
import { TextField } from '../../components/text-field';
import { useFormFields } from '../../lib/use-form-fields';

export function useVideoTitleForm(title: string) {
  return useFormFields({
    initial: { title },
    schema: VideoTitleInput,
    toInput: (fields) => fields,
    refusalCode: 'invalid_setup',
  });
}

type Props = {
  form: ReturnType<typeof useVideoTitleForm>;
  label: string;
  disabled?: boolean;
  /** For a form that opens for typing: the keyboard is already in its field. */
  autoFocus?: boolean;
};

export function VideoTitleField({ form, label, disabled, autoFocus }: Props) {
  return (
    <TextField
      {...form.field('title')}
      label={label}
      maxLength={200}
      disabled={disabled}
      autoFocus={autoFocus}
    />
  );
}
