// Moving an item of a Setup list (teams, slogans, videos) up or down: the whole new order is sent,
// the move is announced for screen readers, and the keyboard stays on the moved item's button (at
// either end, the other one), as it does for the quiz editor's questions.
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminSetupReply } from './setup-api';

export type Direction = 'up' | 'down';

export type ReorderOptions<Item> = {
  items: readonly Item[];
  idOf: (item: Item) => string;
  /** The list's order mutation (setup-api.ts), sent every item's id, each once, in the new order. */
  order: Pick<UseMutationResult<AdminSetupReply, Error, string[]>, 'mutate' | 'isPending'>;
  /** What a screen reader hears once the move is saved: "Bhopal moved to position 2". */
  movedText: (item: Item, position: number) => string;
  /** The element id of an item's Move up or Move down button. */
  buttonId: (id: string, direction: Direction) => string;
  /** usePendingFocus's request, for the list the screen shows. */
  focusWhenReady: (id: string, ready: (items: readonly Item[]) => boolean) => void;
};

export function useReorder<Item>(options: ReorderOptions<Item>) {
  const { items, idOf, order, movedText, buttonId, focusWhenReady } = options;
  const [announcement, setAnnouncement] = useState('');

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    const moved = items[index];
    if (order.isPending || moved === undefined || to < 0 || to >= items.length) return;
    const ids = items.map(idOf);
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    const movedId = idOf(moved);
    order.mutate(ids, {
      onSuccess: () => {
        setAnnouncement(movedText(moved, to + 1));
        const atEnd = to === 0 || to === items.length - 1;
        const direction: Direction = by === -1 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down';
        focusWhenReady(buttonId(movedId, direction), (shown) => {
          const there = shown[to];
          return there !== undefined && idOf(there) === movedId;
        });
      },
    });
  }

  return { move, announcement };
}
