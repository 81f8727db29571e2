// A Setup list's editing (teams, slogans, videos): each item's buttons by id, moving an item
// (useReorder), and removing one once confirmed, the keyboard then on its neighbour's button.
import { useId } from 'react';
import { useConfirmation } from '../../components/confirm-dialog';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { useReorder, type ReorderOptions } from './use-reorder';

type Options<Item> = Pick<ReorderOptions<Item>, 'items' | 'idOf' | 'order' | 'movedText'> & {
  /** Removes an item, calling `onRemoved` once it is gone. */
  remove: (item: Item, onRemoved: () => void) => void;
  /** The neighbour's button that takes the keyboard once an item is removed ("edit", "remove"). */
  neighbourButton: string;
};

export function useSetupList<Item>(options: Options<Item>) {
  const { items, idOf, remove, neighbourButton } = options;
  const idPrefix = useId();
  const focusWhenReady = usePendingFocus<readonly Item[]>(items);
  const buttonId = (id: string, button: string) => `${idPrefix}-${id}-${button}`;
  const { move, announcement } = useReorder({ ...options, buttonId, focusWhenReady });
  const removing = useConfirmation<Item>();

  /** The removal the organiser confirmed (ConfirmDialog's onConfirm for `removing`). */
  function confirmRemove(item: Item) {
    const gone = idOf(item);
    const index = items.findIndex((candidate) => idOf(candidate) === gone);
    const neighbour = items[index + 1] ?? items[index - 1];
    remove(item, () => {
      if (!neighbour) return;
      focusWhenReady(buttonId(idOf(neighbour), neighbourButton), (shown) =>
        shown.every((shownItem) => idOf(shownItem) !== gone),
      );
    });
  }

  return { idPrefix, buttonId, focusWhenReady, move, announcement, removing, confirmRemove };
}
