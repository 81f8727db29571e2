// An item's Move up and Move down buttons in a Setup list, named with the item for screen readers
// and off at either end of the list. Never off while a move is saved: the focus would fall off them.
import { useTranslation } from 'react-i18next';
import type { Direction } from './use-reorder';
import { Button } from '../../components/button';

type Props = {
  /** The element id of each button: `buttonId(direction)`, for the list to give it the keyboard. */
  buttonId: (direction: Direction) => string;
  /** The item as a screen reader names it: "Bhopal", "Slogan 3". */
  name: string;
  /** Its place in the list, from 1. */
  position: number;
  total: number;
  onMove: (by: -1 | 1) => void;
};

export function MoveButtons({ buttonId, name, position, total, onMove }: Props) {
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
    </>
  );
}
