// Its own file: the calendar's module, once loaded, stays loaded for the rest of a file's tests.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { DateFilter } from './DateFilter';

test('a pointer moving over the field loads the calendar without opening it', async () => {
  renderPage(
    <>
      <label htmlFor="day">Day</label>
      <DateFilter id="day" value="2025-01-31" min="" max="" placeholder="Select date" onChange={() => {}} />
    </>,
  );
  expect(screen.getByLabelText('Day').closest('.ant-picker')).toBeNull();
  // The test kit's user skips hover events (see renderPage), so the pointer's move is sent as such.
  fireEvent.pointerMove(screen.getByLabelText('Day'));
  // antd's picker wraps its own field; the look-alike box has no picker around it.
  await waitFor(() => expect(screen.getByLabelText('Day').closest('.ant-picker')).not.toBeNull());
  expect(screen.getByLabelText('Day')).toHaveValue('2025-01-31');
  expect(screen.getByLabelText('Day')).not.toHaveFocus();
  expect(screen.queryByText('Today')).not.toBeInTheDocument();
});
