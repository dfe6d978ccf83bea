import { useRef, useState, type DragEvent } from 'react';
import { droppedOrder, steppedOrder } from '../../lib/dragOrder';

/** What a sortable item spreads on its element. */
export interface DragItemProps {
  draggable?: boolean;
  onDragStart?: (event: DragEvent) => void;
  onDragOver?: (event: DragEvent) => void;
  onDrop?: (event: DragEvent) => void;
  onDragEnd?: () => void;
  'data-drop-target'?: boolean;
}

/**
 * Native HTML5 drag and drop over one list of ids, as the task checklist does it, plus the
 * up/down buttons for the keyboard. Drag events stop at their own list, so a line dragged
 * inside a phase never moves the phase, and a line dropped in another phase is ignored.
 */
export function useDragReorder(ids: readonly string[], onReorder: (ids: string[]) => void, enabled: boolean) {
  // The dragged index is read by the very next dragover, before React renders again: a ref, not state.
  const dragging = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const reset = () => {
    dragging.current = null;
    setOver(null);
  };

  const itemProps = (index: number): DragItemProps =>
    enabled
      ? {
          draggable: true,
          onDragStart: (event) => {
            event.stopPropagation();
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', ids[index] ?? '');
            dragging.current = index;
          },
          onDragOver: (event) => {
            if (dragging.current === null) return;
            event.preventDefault();
            event.stopPropagation();
            setOver(index);
          },
          onDrop: (event) => {
            const from = dragging.current;
            if (from === null) return;
            event.preventDefault();
            event.stopPropagation();
            const next = droppedOrder(ids, from, index);
            reset();
            if (next) onReorder(next);
          },
          onDragEnd: reset,
          'data-drop-target': over === index ? true : undefined,
        }
      : {};

  const move = (index: number, step: -1 | 1) => {
    const next = steppedOrder(ids, index, step);
    if (next) onReorder(next);
  };

  return { itemProps, move };
}
