import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_OTP, OtpInput } from './OtpInput';

function Harness({
  onComplete,
  disabled = false,
}: {
  onComplete: (code: string) => void;
  disabled?: boolean;
}) {
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_OTP);
  return <OtpInput value={digits} onChange={setDigits} onComplete={onComplete} disabled={disabled} />;
}

function setup(disabled = false) {
  const onComplete = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(<Harness onComplete={onComplete} disabled={disabled} />);
  return { user, onComplete };
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('|');

test('renders six numeric boxes named Digit N of 6, the first one focused', () => {
  setup();
  expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
  for (let n = 1; n <= 6; n += 1) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
  expect(box(1)).toHaveFocus();
});

test('takes digits only and moves forward as each is typed', async () => {
  const { user, onComplete } = setup();
  await user.keyboard('a');
  expect(box(1)).toHaveValue('');
  expect(box(1)).toHaveFocus();
  await user.keyboard('4');
  expect(box(1)).toHaveValue('4');
  expect(box(2)).toHaveFocus();
  await user.keyboard('-2');
  expect(values()).toBe('4|2||||');
  expect(box(3)).toHaveFocus();
  expect(onComplete).not.toHaveBeenCalled();
});

test('fires completion once when the sixth digit is typed', async () => {
  const { user, onComplete } = setup();
  await user.keyboard('123456');
  expect(values()).toBe('1|2|3|4|5|6');
  expect(onComplete).toHaveBeenCalledTimes(1);
  expect(onComplete).toHaveBeenCalledWith('123456');
  await user.click(box(2));
  expect(onComplete).toHaveBeenCalledTimes(1);
});

test('a typed digit replaces the one in a filled box', async () => {
  const { user } = setup();
  await user.keyboard('12');
  await user.click(box(1));
  await user.keyboard('9');
  expect(values()).toBe('9|2||||');
  expect(box(2)).toHaveFocus();
});

test('a pasted six-digit code fills every box and fires completion once', async () => {
  const { user, onComplete } = setup();
  await user.click(box(3));
  await user.paste('12 34 56');
  expect(values()).toBe('1|2|3|4|5|6');
  expect(onComplete).toHaveBeenCalledTimes(1);
  expect(onComplete).toHaveBeenCalledWith('123456');
});

test('a shorter paste fills from the focused box; completion fires when pasted digits reach six', async () => {
  const { user, onComplete } = setup();
  await user.paste('a1b2');
  expect(values()).toBe('1|2||||');
  expect(box(3)).toHaveFocus();
  await user.paste('3456');
  expect(values()).toBe('1|2|3|4|5|6');
  expect(onComplete).toHaveBeenCalledTimes(1);
});

test('Backspace clears and moves back; on an empty box it clears the previous one', async () => {
  const { user } = setup();
  await user.keyboard('123');
  expect(box(4)).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(values()).toBe('1|2||||');
  expect(box(3)).toHaveFocus();
  await user.click(box(2));
  await user.keyboard('{Backspace}');
  expect(values()).toBe('1|||||');
  expect(box(1)).toHaveFocus();
});

test('arrow keys move between boxes and Delete clears the current box in place', async () => {
  const { user } = setup();
  await user.keyboard('123');
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(box(2)).toHaveFocus();
  await user.keyboard('{Delete}');
  expect(values()).toBe('1||3|||');
  expect(box(2)).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(box(3)).toHaveFocus();
});

test('every box is disabled while loading', () => {
  setup(true);
  for (let n = 1; n <= 6; n += 1) expect(box(n)).toBeDisabled();
});
