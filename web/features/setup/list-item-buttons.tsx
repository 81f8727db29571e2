// An item's Move up, Move down and Remove buttons in a Setup list, named with the item for screen
// readers; the moves off at either end of the list. Never off while a move is saved: the focus
// would fall off them.
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
};

export function ListItemButtons(props: Props) {
  const { buttonId, name, position, total, onMove, removeName, onRemove } = props;
  const { t } = useTranslation();
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
      <Button id={buttonId('remove')} look="link" aria-label={removeName} onClick={onRemove}>
        {t('setup.remove')}
      </Button>
    </>
  );
}
