// An item's Move up, Move down and Remove buttons in a Setup list, named with the item for screen
// readers; the moves off at either end of the list. Never off while a move is saved: the focus
// would fall off them. A Remove the server would refuse is off, with its reason beside it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import type { Direction } from './use-reorder';

type Props = {
  /** The element id of each button, for the list to give it the keyboard. */
  buttonId: (button: Direction | 'remove') => string;
  /** The item as a screen reader names it: "Bhopal", "Slogan 3". */
  name: string;
  /** Its place in the list, from 1. */
  position: number;
  total: number;
  onMove: (by: -1 | 1) => void;
  /** Remove's own name ("Remove Bhopal"). */
  removeName: string;
  onRemove: () => void;
  /** Why the item cannot be removed now ("Has 12 people: move them first"); Remove is then off. */
  removeRefusal?: string | undefined;
};

export function ListItemButtons(props: Props) {
  const { buttonId, name, position, total, onMove, removeName, onRemove, removeRefusal } = props;
  const { t } = useTranslation();
  const refusalId = useId();
  return (
    <>
      <Button
        id={buttonId('up')}
        look="link"
        aria-label={t('setup.moveUpNamed', { name })}
        disabled={position === 1}
        onClick={() => onMove(-1)}
      >
        {t('setup.moveUp')}
      </Button>
      <Button
        id={buttonId('down')}
        look="link"
        aria-label={t('setup.moveDownNamed', { name })}
        disabled={position === total}
        onClick={() => onMove(1)}
      >
        {t('setup.moveDown')}
      </Button>
      <Button
        id={buttonId('remove')}
        look="link"
        aria-label={removeName}
        disabled={removeRefusal !== undefined}
        aria-describedby={removeRefusal === undefined ? undefined : refusalId}
        onClick={onRemove}
      >
        {t('setup.remove')}
      </Button>
      {removeRefusal !== undefined && (
        <span id={refusalId} className="setup-refusal">
          {removeRefusal}
        </span>
      )}
    </>
  );
}
