import { act, screen, waitFor, within } from '@testing-library/react';
import { type ImportMapping, type ImportPreview, type ImportRow } from '@moneta/shared';
import { mockListCalls } from '../../../testing/mockApi';
import { aMoneyAccount, anAccountList, apiError, choose, signedInEachTest } from '@moneta/shared/testing';
import { renderPage } from '../../../testing/renderPage';
import TransactionsPage from '../TransactionsPage';
import { moneyAccountsApi, transactionsApi } from '@moneta/shared/transactions';

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

const MAPPING: ImportMapping = {
  date: 'When',
  description: 'What',
  amount: 'How much',
  category: 'Group',
  notes: 'Memo',
  dateFormat: 'YYYY-MM-DD',
};

const PREVIEW: ImportPreview = {
  format: 'csv',
  headers: ['When', 'What', 'How much', 'Kind', 'Group', 'Memo'],
  mapping: MAPPING,
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
  expect(preview).toHaveBeenCalledWith(file, {});
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
    expect(preview).toHaveBeenLastCalledWith(expect.any(File), {
      mapping: { ...MAPPING, type: 'Kind' },
    }),
  );
  await choose(user, within(dialog).getByLabelText('Date format'), 'DD/MM/YYYY');
  await waitFor(() => expect(answers).toHaveLength(3));
  expect(preview).toHaveBeenLastCalledWith(expect.any(File), {
    mapping: { ...MAPPING, type: 'Kind', dateFormat: 'DD/MM/YYYY' },
  });

  const newest = { ...PREVIEW, totals: { rows: 4, valid: 4, invalid: 0, duplicates: 0 }, problems: [] };
  act(() => answers[2]!({ ...newest, mapping: { ...MAPPING, type: 'Kind', dateFormat: 'DD/MM/YYYY' } }));
  expect(await within(dialog).findByRole('button', { name: 'Import 4 transactions' })).toBeInTheDocument();
  act(() => answers[1]!({ ...PREVIEW, mapping: { ...MAPPING, type: 'Kind' } }));
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
    .mockImplementation((_file, _options, onProgress) => {
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
  expect(importCsv).toHaveBeenCalledWith(file, { mapping: MAPPING }, expect.any(Function));
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

const STATEMENT_PREVIEW: ImportPreview = {
  format: 'ofx',
  headers: [],
  mapping: null,
  sample: [row(12, { description: 'Café Crème', amount: -4.75, category: 'Other Expense' })],
  problems: [row(20, { status: 'duplicate', problems: ['Duplicate of an existing transaction'] })],
  totals: { rows: 2, valid: 1, invalid: 0, duplicates: 1 },
};

const ofx = () =>
  new File(['OFXHEADER:100\n\n<OFX>\n</OFX>\n'], 'statement.ofx', { type: 'application/x-ofx' });

test('a bank statement is previewed with its format and no mapping, then imported as it is', async () => {
  const preview = jest.spyOn(transactionsApi, 'previewImport').mockResolvedValue(STATEMENT_PREVIEW);
  const importCsv = jest
    .spyOn(transactionsApi, 'importCsv')
    .mockResolvedValue({ importId: 'imp-2', imported: 1, skipped: 1 });
  const { user, dialog, upload } = await openImport();
  expect(dialog.querySelector('input[type="file"]')).toHaveAttribute(
    'accept',
    '.csv,text/csv,.ofx,.qfx,.qif,.xml',
  );
  const file = ofx();
  await upload(file);

  expect(await within(dialog).findByText('OFX statement')).toBeInTheDocument();
  expect(preview).toHaveBeenCalledWith(file, {});
  expect(within(dialog).queryByLabelText('Date column')).not.toBeInTheDocument();
  expect(within(dialog).getByText('Check')).toBeInTheDocument();
  expect(within(dialog).getByText('Café Crème')).toBeInTheDocument();
  expect(within(dialog).getByText('Duplicate of an existing transaction')).toBeInTheDocument();
  // One account: nothing to choose.
  expect(within(dialog).queryByLabelText('Account')).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Import 1 transaction' }));
  expect(await screen.findByText('Imported 1 transactions, skipped 1.')).toBeInTheDocument();
  expect(importCsv).toHaveBeenCalledWith(file, {}, expect.any(Function));
});

test('with several accounts the chosen one is previewed again and imported into', async () => {
  const card = aMoneyAccount({ _id: '00000000-0000-4000-8000-0000000000c1', name: 'Travel card' });
  const closed = aMoneyAccount({
    _id: '00000000-0000-4000-8000-0000000000c2',
    name: 'Old savings',
    closed: true,
  });
  jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([aMoneyAccount(), card, closed]));
  const preview = jest.spyOn(transactionsApi, 'previewImport').mockResolvedValue(STATEMENT_PREVIEW);
  const importCsv = jest
    .spyOn(transactionsApi, 'importCsv')
    .mockResolvedValue({ importId: 'imp-3', imported: 1, skipped: 1 });
  const { user, dialog, upload } = await openImport();
  const file = ofx();
  await upload(file);
  await within(dialog).findByText('OFX statement');

  const account = within(dialog).getByLabelText('Account');
  await choose(user, account, 'Travel card');
  await waitFor(() => expect(preview).toHaveBeenLastCalledWith(file, { accountId: card._id }));
  await user.click(within(dialog).getByRole('button', { name: 'Import 1 transaction' }));
  await waitFor(() =>
    expect(importCsv).toHaveBeenCalledWith(file, { accountId: card._id }, expect.any(Function)),
  );
});
