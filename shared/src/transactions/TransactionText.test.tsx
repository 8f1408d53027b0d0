import { screen } from '@testing-library/react';
import { aTransaction, renderPage, signIn, signOutAfterEachTest } from '@moneta/shared/testing';
import { TransactionAmount, TransactionSummary, useDateText } from './index';

signOutAfterEachTest();

const show = (element: React.ReactElement) => renderPage(element, { path: '/dashboard' });

test("an amount is signed by its type and coloured by its sign, in the user's currency", () => {
  signIn({ currency: 'GBP', language: 'en', theme: 'light' });
  show(
    <>
      <TransactionAmount transaction={{ amount: -12.5, type: 'Expense' }} />
      <TransactionAmount transaction={{ amount: 1200, type: 'Income' }} />
    </>,
  );
  expect(screen.getByText('-£12.50').closest('.ant-typography')).toHaveClass('ant-typography-danger');
  expect(screen.getByText('+£1,200.00').closest('.ant-typography')).toHaveClass('ant-typography-success');
});

test('a summary gives the title, then the date in the language of the user and the category', () => {
  signIn({ currency: 'EUR', language: 'de', theme: 'light' });
  show(
    <TransactionSummary
      transaction={aTransaction({ description: 'Bahn', date: '2025-03-01', category: 'Travel' })}
    >
      <span>extra</span>
    </TransactionSummary>,
  );
  expect(screen.getByText('Bahn')).toBeInTheDocument();
  expect(screen.getByText('01.03.2025 · Travel')).toBeInTheDocument();
  expect(screen.getByText('extra')).toBeInTheDocument();
});

function Dates({ values }: { values: (string | null)[] }) {
  const dateText = useDateText();
  return (
    <ul>
      {values.map((value) => (
        <li key={String(value)}>{dateText(value)}</li>
      ))}
    </ul>
  );
}

test("a date that is missing or does not read says so, in the screen's words", () => {
  signIn();
  show(<Dates values={['2025-06-01', null, '2025-02-30']} />);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Jun 1, 2025',
    'No date',
    'Invalid date',
  ]);
});

test("a summary names the transaction's account when it is given", () => {
  signIn({ currency: 'EUR', language: 'en', theme: 'light' });
  show(
    <TransactionSummary
      transaction={aTransaction({ description: 'Fuel', date: '2025-03-01', category: 'Transportation' })}
      account="Visa card"
    />,
  );
  expect(screen.getByText('Mar 1, 2025 · Transportation · Visa card')).toBeInTheDocument();
});
