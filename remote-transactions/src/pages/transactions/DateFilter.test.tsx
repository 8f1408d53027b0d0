import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { DateFilter } from './DateFilter';

function Field({
  initial = '',
  onChange = () => {},
}: {
  initial?: string;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Day</label>
      <DateFilter
        id="day"
        value={value}
        min="2025-01-10"
        max=""
        placeholder="Select date"
        onChange={(day) => {
          setValue(day);
          onChange(day);
        }}
      />
    </>
  );
}

// The order matters: the calendar's module, once loaded, stays loaded for the file's later tests (the pointer's
// reach is tested in DateFilter.pointer.test.tsx).
test('shows the chosen day and the placeholder before the calendar has loaded', () => {
  renderPage(<Field initial="2025-01-31" />);
  expect(screen.getByLabelText('Day')).toHaveValue('2025-01-31');
  expect(screen.getByLabelText('Day')).toHaveAttribute('placeholder', 'Select date');
  expect(screen.queryByText('Today')).not.toBeInTheDocument();
});

test('a keyboard focus loads the calendar, opens it and keeps the focus, so typing a day chooses it', async () => {
  const chosen = jest.fn();
  const { user } = renderPage(<Field onChange={chosen} />);
  await user.tab();
  await screen.findByText('Today');
  expect(screen.getByLabelText('Day')).toHaveFocus();
  await user.keyboard('2025-02-03{Enter}');
  await waitFor(() => expect(chosen).toHaveBeenCalledWith('2025-02-03'));
  expect(screen.getByLabelText('Day')).toHaveValue('2025-02-03');
});

test('days before the first allowed one cannot be chosen', async () => {
  const { user } = renderPage(<Field initial="2025-01-20" />);
  await user.click(screen.getByLabelText('Day'));
  await screen.findByText('Today');
  expect(screen.getByTitle('2025-01-09')).toHaveClass('ant-picker-cell-disabled');
  expect(screen.getByTitle('2025-01-10')).not.toHaveClass('ant-picker-cell-disabled');
});
