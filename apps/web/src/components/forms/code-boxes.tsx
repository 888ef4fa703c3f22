import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useT } from '@/lib/i18n/i18n';

/** Number of boxes: the code's length (docs/screens.md#forms). */
export const CODE_LENGTH = 6;

export interface CodeBoxesProps {
  /** One entry per box: a digit or ''. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  /** Id of the text that introduces the boxes. */
  describedBy?: string;
}

/** The first `CODE_LENGTH` digits of a text, one per box, from the first. */
function fillFromStart(text: string): string[] {
  const digits = text.replace(/\D/g, '').slice(0, CODE_LENGTH).split('');
  return Array.from({ length: CODE_LENGTH }, (_, index) => digits[index] ?? '');
}

/**
 * Six one-digit boxes (docs/screens.md#forms): non-digits are dropped, typing moves forward, Backspace
 * on an empty box clears the previous one and moves back, and a paste (or an SMS autofill into one box)
 * fills from the first box with up to six digits.
 */
export function CodeBoxes({ digits, onChange, disabled, describedBy }: CodeBoxesProps) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  function fill(text: string) {
    const next = fillFromStart(text);
    onChange(next);
    focusBox(next.filter(Boolean).length);
  }

  function handleInput(index: number, raw: string) {
    const typed = raw.replace(/\D/g, '');
    const previous = digits[index] ?? '';
    if (typed.length > 2 || (typed.length === 2 && previous === '')) {
      fill(typed);
      return;
    }
    // Typing over a filled box gives two digits: keep the new one.
    const digit = typed.length === 2 ? (typed[0] === previous ? typed[1] : typed[0]) : typed;
    const next = [...digits];
    next[index] = digit ?? '';
    onChange(next);
    if (digit) focusBox(index + 1);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && (digits[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    if (/\d/.test(text)) fill(text);
  }

  return (
    <fieldset className="d-flex justify-content-center gap-2" aria-describedby={describedBy}>
      <legend className="visually-hidden">{t('common.codeLegend')}</legend>
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number and order.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('common.codeDigit', { index: index + 1, count: CODE_LENGTH })}
          className="form-control form-control-lg text-center px-0"
          style={{ width: '2.75rem' }}
          value={digits[index] ?? ''}
          disabled={disabled}
          data-autofocus={index === 0 ? '' : undefined}
          onFocus={(event) => event.target.select()}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
        />
      ))}
    </fieldset>
  );
}
