// The buttons under a new or edit form of the admin area: the submit, off while the form's write is
// on its way, and Cancel beside it where the form can be closed unsaved.
type Props = {
  submitLabel: string;
  /** The submit's own name, where several forms on the screen share its label. */
  submitName?: string;
  busy: boolean;
} & ({ cancelLabel: string; onCancel: () => void } | { cancelLabel?: never; onCancel?: never });

export function FormButtons({ submitLabel, submitName, busy, cancelLabel, onCancel }: Props) {
  return (
    <div className="admin-toolbar">
      <button
        type="submit"
        className="button button-primary"
        aria-label={submitName}
        disabled={busy}
      >
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
    </div>
  );
}
