// The buttons under a new or edit form of the admin area: the submit, off while the form's write is
// on its way, and Cancel beside it where the form can be closed unsaved.
type Props = {
  submitLabel: string;
  busy: boolean;
  cancelLabel: string;
  onCancel: () => void;
};

export function FormButtons({ submitLabel, busy, cancelLabel, onCancel }: Props) {
  return (
    <div className="admin-toolbar">
      <button type="submit" className="button button-primary" disabled={busy}>
        {submitLabel}
      </button>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
