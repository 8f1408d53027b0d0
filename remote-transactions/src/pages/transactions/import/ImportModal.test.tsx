import { act, screen, waitFor, within } from '@testing-library/react';
import { type ImportPreview, type ImportRow } from '@moneta/shared';
import { mockListCalls } from '../../../testing/mockApi';
import { apiError, choose, signedInEachTest } from '@moneta/shared/testing';
import { renderPage } from '../../../testing/renderPage';
import TransactionsPage from '../TransactionsPage';
import { transactionsApi } from '@moneta/shared/transactions';

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' });

const row = (line: number, overrides: Partial<ImportRow> = {}): ImportRow => ({
  line,
  status: 'valid',
  problems: [],
  date: '2025-03-01',
  description: `Row ${line}`,
  amount: -10,
  type: 'Expense',
  category: 'Food',
  notes: '',
  ...overrides,
});

const PREVIEW: ImportPreview = {
  headers: ['When', 'What', 'How much', 'Kind', 'Group', 'Memo'],
  mapping: {
    date: 'When',
    description: 'What',
    amount: 'How much',
    category: 'Group',
    notes: 'Memo',
    dateFormat: 'YYYY-MM-DD',
  },
  sample: [row(2), row(3, { amount: 1200, type: 'Income', category: 'Salary', description: 'Pay' })],
  problems: [
    row(4, { status: 'invalid', problems: ['Amount is not a number.'], amount: null }),
    row(5, { status: 'duplicate', problems: ['Duplicate of an existing transaction'] }),
  ],
  totals: { rows: 4, valid: 2, invalid: 1, duplicates: 1 },
};

const csv = () => new File(['When,What,How much\n2025-03-01,Row,-10\n'], 'bank.csv', { type: 'text/csv' });

async function openImport() {
  const calls = mockListCalls();
  const view = renderPage(<TransactionsPage />);
  await screen.findByText('All Transactions (0)');
  await view.user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import CSV' });
  const upload = (file: File) =>
    view.user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
  return { ...view, ...calls, dialog, upload };
}

test('the preview shows the mapping, the totals, the first rows and the problem rows', async () => {
  const preview = jest.spyOn(transactionsApi, 'previewImport').mockResolvedValue(PREVIEW);
  const { dialog, upload } = await openImport();
  const file = csv();
  await upload(file);

  expect(await within(dialog).findByText('Rows that will be skipped')).toBeInTheDocument();
  expect(preview).toHaveBeenCalledWith(file, undefined);
  const stat = (label: string) =>
    within(dialog)
      .getByText(label, { selector: '.ant-statistic-title' })
      .closest('.ant-statistic') as HTMLElement;
  expect(within(stat('Rows')).getByText('4')).toBeInTheDocument();
  expect(within(stat('Valid')).getByText('2')).toBeInTheDocument();
  expect(within(stat('Invalid')).getByText('1')).toBeInTheDocument();
  expect(within(stat('Duplicates')).getByText('1')).toBeInTheDocument();
  expect(within(dialog).getByText('Pay')).toBeInTheDocument();
  expect(within(dialog).getByText('+$1,200.00')).toBeInTheDocument();
  expect(within(dialog).getByText('Amount is not a number.')).toBeInTheDocument();
  expect(within(dialog).getByText('Duplicate of an existing transaction')).toBeInTheDocument();
  const problem = within(dialog).getByText('Amount is not a number.').closest('tr') as HTMLElement;
  expect(within(problem).getByText('4')).toBeInTheDocument();
  expect(within(problem).getByText('Invalid')).toBeInTheDocument();

  expect(within(dialog).getByLabelText('Date column')).toBeInTheDocument();
  expect(within(dialog).getByTitle('When')).toBeInTheDocument();
  expect(within(dialog).getByTitle("Use the amount's sign")).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Import 2 transactions' })).toBeEnabled();
});

test('changing the mapping previews again with it, and only the newest preview shows', async () => {
  const answers: ((preview: ImportPreview) => void)[] = [];
  const preview = jest
    .spyOn(transactionsApi, 'previewImport')
    .mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  const { user, dialog, upload } = await openImport();
  await upload(csv());
  act(() => answers[0]!(PREVIEW));
  await within(dialog).findByText('Rows that will be skipped');

  await choose(user, within(dialog).getByLabelText('Type column'), 'Kind');
  await waitFor(() =>
    expect(preview).toHaveBeenLastCalledWith(expect.any(File), { ...PREVIEW.mapping, type: 'Kind' }),
  );
  await choose(user, within(dialog).getByLabelText('Date format'), 'DD/MM/YYYY');
  await waitFor(() => expect(answers).toHaveLength(3));
  expect(preview).toHaveBeenLastCalledWith(expect.any(File), {
    ...PREVIEW.mapping,
    type: 'Kind',
    dateFormat: 'DD/MM/YYYY',
  });

  const newest = { ...PREVIEW, totals: { rows: 4, valid: 4, invalid: 0, duplicates: 0 }, problems: [] };
  act(() =>
    answers[2]!({ ...newest, mapping: { ...PREVIEW.mapping, type: 'Kind', dateFormat: 'DD/MM/YYYY' } }),
  );
  expect(await within(dialog).findByRole('button', { name: 'Import 4 transactions' })).toBeInTheDocument();
  act(() => answers[1]!({ ...PREVIEW, mapping: { ...PREVIEW.mapping, type: 'Kind' } }));
  await act(async () => undefined);
  expect(within(dialog).getByRole('button', { name: 'Import 4 transactions' })).toBeInTheDocument();
  expect(within(dialog).queryByText('Rows that will be skipped')).not.toBeInTheDocument();
});

test('confirming imports with the mapping, reports the counts and reloads the list', async () => {
  jest.spyOn(transactionsApi, 'previewImport').mockResolvedValue(PREVIEW);
  let progress: (fraction: number) => void = () => undefined;
  let finish: () => void = () => undefined;
  const importCsv = jest
    .spyOn(transactionsApi, 'importCsv')
    .mockImplementation((_file, _mapping, onProgress) => {
      progress = onProgress ?? progress;
      return new Promise(
        (resolve) => (finish = () => resolve({ importId: 'imp-1', imported: 2, skipped: 2 })),
      );
    });
  const { user, dialog, upload, list, imports } = await openImport();
  const file = csv();
  await upload(file);
  await user.click(await within(dialog).findByRole('button', { name: 'Import 2 transactions' }));

  act(() => progress(0.5));
  expect(await within(dialog).findByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  act(() => finish());
  expect(await screen.findByText('Imported 2 transactions, skipped 2.')).toBeInTheDocument();
  expect(importCsv).toHaveBeenCalledWith(file, PREVIEW.mapping, expect.any(Function));
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  // The newest import is looked up again, for 'Undo last import'.
  await waitFor(() => expect(imports).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a file the server cannot read shows its message; a failed import keeps the preview', async () => {
  jest
    .spyOn(transactionsApi, 'previewImport')
    .mockRejectedValueOnce(
      apiError(422, { message: 'The file has a header row but no transactions below it.' }),
    )
    .mockResolvedValueOnce(PREVIEW);
  jest
    .spyOn(transactionsApi, 'importCsv')
    .mockRejectedValue(apiError(413, { message: 'Request body is too large' }));
  const { user, dialog, upload } = await openImport();
  await upload(csv());
  expect(
    await within(dialog).findByText('The file has a header row but no transactions below it.'),
  ).toBeInTheDocument();

  await upload(csv());
  await user.click(await within(dialog).findByRole('button', { name: 'Import 2 transactions' }));
  expect(await within(dialog).findByText('Request body is too large')).toBeInTheDocument();
  expect(within(dialog).getByText('Rows that will be skipped')).toBeInTheDocument();
});

test('a file over 10 MB is refused before any upload', async () => {
  const preview = jest.spyOn(transactionsApi, 'previewImport');
  const { dialog, upload } = await openImport();
  const big = csv();
  Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
  await upload(big);
  expect(
    await within(dialog).findByText('The file is larger than 10 MB. Split it into smaller files.'),
  ).toBeInTheDocument();
  expect(preview).not.toHaveBeenCalled();
});
