import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import { useDialog, type DialogFrame } from './useDialog';

/** A dialog whose closing animation ends when its button says so. */
function Fading({ open, afterClose, name }: DialogFrame & { name: string }) {
  return (
    <section aria-label={name}>
      <p>{open ? 'Open' : 'Closing'}</p>
      <button type="button" onClick={afterClose}>
        Animation ends
      </button>
    </section>
  );
}

function Screen() {
  const dialog = useDialog<string>();
  return (
    <>
      <button type="button" onClick={() => dialog.show('Bike')}>
        Open
      </button>
      <button type="button" onClick={dialog.close}>
        Close
      </button>
      {dialog.render((name, frame) => (
        <Fading {...frame} name={name} />
      ))}
    </>
  );
}

test('keeps the dialog and what it shows mounted until its closing animation has ended', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('region', { name: 'Bike' })).toHaveTextContent('Open');

  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('region', { name: 'Bike' })).toHaveTextContent('Closing');

  await user.click(screen.getByRole('button', { name: 'Animation ends' }));
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test('a dialog opened again during its closing animation stays', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('button', { name: 'Animation ends' }));
  expect(screen.getByRole('region', { name: 'Bike' })).toHaveTextContent('Open');
});

const LazyNote = lazy(async () => ({
  default: ({ open, afterClose }: DialogFrame) => (
    <Modal open={open} title="Note" onCancel={() => undefined} afterClose={afterClose} footer={null}>
      Loaded later
    </Modal>
  ),
}));

function LazyScreen() {
  const note = useDialog();
  return (
    <>
      <button type="button" onClick={() => note.show()}>
        Show note
      </button>
      <button type="button" onClick={note.close}>
        Hide note
      </button>
      <p>{note.open ? 'Note open' : 'Note closed'}</p>
      {note.render((_, frame) => (
        <LazyNote {...frame} />
      ))}
    </>
  );
}

test('a lazily loaded dialog opens once its code has loaded, and goes after its closing animation', async () => {
  const user = userEvent.setup();
  render(<LazyScreen />);
  await user.click(screen.getByRole('button', { name: 'Show note' }));
  expect(await screen.findByRole('dialog', { name: 'Note' })).toHaveTextContent('Loaded later');

  await user.click(screen.getByRole('button', { name: 'Hide note', hidden: true }));
  expect(screen.getByText('Note closed', { ignore: '.ant-modal *' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Loaded later')).not.toBeInTheDocument());
});
