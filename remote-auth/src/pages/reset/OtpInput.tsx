import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  type ClipboardEvent,
  type ComponentRef,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { OTP_LENGTH } from '@moneta/shared';
import { Flex } from '@moneta/shared/ui';
import { Input } from '@moneta/shared/ui/form';
import { useAuthT } from '../../i18n';

export const EMPTY_OTP: readonly string[] = Array.from({ length: OTP_LENGTH }, () => '');

export interface OtpInputHandle {
  focus: (index?: number) => void;
}

interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  value: readonly string[];
  onChange: (digits: string[]) => void;
  /** Called once for each edit that fills the last empty box (typing, paste or autofill). */
  onComplete: (code: string) => void;
  disabled?: boolean;
  ref?: Ref<OtpInputHandle>;
}

type BoxRef = ComponentRef<typeof Input>;

const onlyDigits = (text: string) => text.replace(/\D/g, '');
const clampIndex = (index: number) => Math.min(Math.max(index, 0), OTP_LENGTH - 1);

/** Six single-digit boxes. */
export function OtpInput({ value, onChange, onComplete, disabled = false, ref }: OtpInputProps) {
  const t = useAuthT();
  const boxes = useRef<(BoxRef | null)[]>([]);

  const focusBox = useCallback(
    (index: number) => boxes.current[clampIndex(index)]?.focus({ cursor: 'all' }),
    [],
  );
  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }), [focusBox]);

  // Back from loading (a failed check or a resend), the boxes are empty again: the first one takes the focus.
  useEffect(() => {
    if (!disabled) focusBox(0);
  }, [disabled, focusBox]);

  const commit = (next: string[], focusIndex?: number) => {
    onChange(next);
    if (focusIndex !== undefined) focusBox(focusIndex);
    const complete = next.every(Boolean);
    const wasComplete = value.every(Boolean) && value.join('') === next.join('');
    if (complete && !wasComplete) onComplete(next.join(''));
  };

  const fill = (start: number, digits: string) => {
    const next = [...value];
    const count = Math.min(digits.length, OTP_LENGTH - start);
    for (let offset = 0; offset < count; offset += 1) next[start + offset] = digits[offset] ?? '';
    commit(next, start + count);
  };

  const setBox = (index: number, digit: string, focusIndex?: number) => {
    const next = [...value];
    next[index] = digit;
    commit(next, focusIndex);
  };

  const onBoxChange = (index: number, raw: string, caret: number | null) => {
    if (raw === '') {
      setBox(index, '');
      return;
    }
    const previous = value[index] ?? '';
    // One key typed into a filled box: keep the new key, wherever the caret was.
    const typed =
      previous && raw.length === previous.length + 1 ? (raw[(caret ?? raw.length) - 1] ?? '') : raw;
    const digits = onlyDigits(typed);
    if (digits) fill(index, digits);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (!digits) return;
    // A whole code fills every box, wherever it was pasted.
    if (digits.length >= OTP_LENGTH) fill(0, digits.slice(0, OTP_LENGTH));
    else fill(index, digits);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (value[index]) setBox(index, '', index - 1);
        else if (index > 0) setBox(index - 1, '', index - 1);
        break;
      case 'Delete':
        event.preventDefault();
        setBox(index, '');
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        break;
    }
  };

  return (
    <Flex role="group" aria-label={t('One-time code')} gap={8} justify="center">
      {value.map((digit, index) => (
        <Input
          key={index}
          ref={(box) => {
            boxes.current[index] = box;
          }}
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('Digit {{n}} of {{total}}', { n: index + 1, total: OTP_LENGTH })}
          size="large"
          style={{ flex: '1 1 0', minWidth: 0, maxWidth: 52, height: 52, textAlign: 'center', fontSize: 22 }}
          onFocus={(event) => event.target.select()}
          onChange={(event) => onBoxChange(index, event.target.value, event.target.selectionStart)}
          onPaste={(event) => onPaste(index, event)}
          onKeyDown={(event) => onKeyDown(index, event)}
        />
      ))}
    </Flex>
  );
}
