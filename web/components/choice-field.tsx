// A form's radio group: its legend, each choice a large target (with its hint under its name where
// the choices have hints), a note on why it is fixed, and its error, read with the group.
import { describedBy, errorIdOf } from '../lib/field-errors';
import './choice-field.css';

type Props<Choice extends string> = {
  /** The group's name, and the first choice's id: where the keyboard goes when it is refused. */
  id: string;
  legend: string;
  choices: readonly Choice[];
  value: Choice;
  onChange: (choice: Choice) => void;
  labelOf: (choice: Choice) => string;
  /** What a choice means, under its name. */
  hintOf?: (choice: Choice) => string;
  error?: string | null;
  disabled?: boolean;
  /** Why the choice is fixed, said under the choices. */
  note?: string | null;
  /** Short choices, side by side. */
  row?: boolean;
};

export function ChoiceField<Choice extends string>(props: Props<Choice>) {
  const { id, legend, choices, value, onChange, labelOf, hintOf, error, disabled, note, row } =
    props;
  const noteId = `${id}-hint`;
  return (
    <fieldset
      className={row ? 'choice-field choice-field-row' : 'choice-field'}
      aria-describedby={describedBy(note ? noteId : undefined, error ? errorIdOf(id) : undefined)}
    >
      <legend className="field-label">{legend}</legend>
      {choices.map((choice, index) => (
        <label key={choice} className="choice-field-choice">
          <input
            type="radio"
            name={id}
            id={index === 0 ? id : undefined}
            value={choice}
            checked={value === choice}
            disabled={disabled}
            onChange={() => onChange(choice)}
          />
          {hintOf ? (
            <span>
              <strong>{labelOf(choice)}</strong>
              <span className="choice-field-hint">{hintOf(choice)}</span>
            </span>
          ) : (
            <span>{labelOf(choice)}</span>
          )}
        </label>
      ))}
      {note && (
        <p id={noteId} className="field-hint">
          {note}
        </p>
      )}
      {error && (
        <span id={errorIdOf(id)} className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
