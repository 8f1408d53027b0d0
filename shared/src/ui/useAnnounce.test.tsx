import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useAnnounce } from './useAnnounce';

function Saving() {
  const announce = useAnnounce();
  return (
    <>
      <button type="button" onClick={() => announce('Goal created')}>
        Save
      </button>
      <button type="button" onClick={() => announce('Goal created', true)}>
        Save offline
      </button>
    </>
  );
}

test('says a saved change in an alert, which screen readers read out', async () => {
  const user = userEvent.setup();
  render(
    <App>
      <Saving />
    </App>,
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Goal created');
});

test('says a change kept on this device that it will be sent once back online', async () => {
  const user = userEvent.setup();
  render(
    <App>
      <Saving />
    </App>,
  );
  await user.click(screen.getByRole('button', { name: 'Save offline' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Saved on this device: it will be sent once you're back online.",
  );
  expect(screen.queryByText('Goal created')).not.toBeInTheDocument();
});
