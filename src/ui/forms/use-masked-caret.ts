import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { caretAfterDigits, deleteBesideSeparator } from '../../domain/phone-input.ts';

/**
 * The caret of a masked number box: an edit inside the number keeps it after the same digits once
 * the mask is applied again (typing at the end or pasting leaves it at the end), and Backspace or
 * Delete beside a space of the mask takes the digit beside it. `shown` is the box's text, `onText`
 * reads what the user made of it.
 */
export function useMaskedCaret(shown: string, onText: (text: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<{ digits: number; of: string } | null>(null);
  useLayoutEffect(() => {
    const wanted = caret.current;
    caret.current = null;
    const box = ref.current;
    // Only when the digits are the ones edited: a country code taken off moves the caret to the end.
    if (wanted && box && document.activeElement === box && box.value.replace(/\D/g, '') === wanted.of) {
      const at = caretAfterDigits(box.value, wanted.digits);
      box.setSelectionRange(at, at);
    }
  });
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    let text = e.target.value;
    let at = e.target.selectionStart ?? text.length;
    const kind = (e.nativeEvent as InputEvent).inputType;
    if (kind === 'deleteContentBackward' || kind === 'deleteContentForward') {
      const meant = deleteBesideSeparator(shown, text, at, kind === 'deleteContentBackward');
      if (meant) ({ text, caret: at } = meant);
    }
    caret.current = at < text.length ? { digits: text.slice(0, at).replace(/\D/g, '').length, of: text.replace(/\D/g, '') } : null;
    onText(text);
  };
  return { ref, onChange };
}
