import Button from 'react-bootstrap/Button';
import { ArrowIcon } from './icons';

export interface ReorderButtonsProps {
  /** What is moved, as the buttons name it ('categoria Entradas', 'item Lasanha'). */
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  /** -1 moves it up, +1 down. */
  onMove: (delta: -1 | 1) => void;
}

/** Up and down buttons: reordering that works with a finger, a mouse, a keyboard and a screen reader. */
export function ReorderButtons({ name, index, count, disabled = false, onMove }: ReorderButtonsProps) {
  return (
    <div className="btn-group btn-group-sm">
      <Button
        variant="outline-secondary"
        aria-label={`Mover ${name} para cima`}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowIcon direction="up" />
      </Button>
      <Button
        variant="outline-secondary"
        aria-label={`Mover ${name} para baixo`}
        disabled={disabled || index >= count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowIcon direction="down" />
      </Button>
    </div>
  );
}
