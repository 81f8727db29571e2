// A form's on/off switch: its label beside it, and under it the hint that says what it does.
type Props = {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The screen's own look for the switch's row, beside the shared one. */
  className?: string;
};

export function SwitchField(props: Props) {
  const { id, label, hint, checked, onChange, className } = props;
  return (
    <div>
      <label className={className ? `switch-row ${className}` : 'switch-row'}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-hint`}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
    </div>
  );
}
