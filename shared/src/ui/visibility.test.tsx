// The jest preset (tooling/jest-setup.cjs) keeps jsdom's real getComputedStyle and the visibility rules of
// antd's CSS-in-JS, so toBeVisible and role queries see what a person sees.
import { render, screen } from '@testing-library/react';
import { Form, Input } from './form';

test('an element hidden by a stylesheet rule fails toBeVisible', () => {
  render(
    <>
      <style>{'.folded { display: none }'}</style>
      <p className="folded">Hidden by the stylesheet</p>
      <p>Shown</p>
    </>,
  );
  const hidden = screen.getByText('Hidden by the stylesheet');
  expect(hidden).not.toBeVisible();
  expect(() => expect(hidden).toBeVisible()).toThrow(/not visible/);
  expect(screen.getByText('Shown')).toBeVisible();
});

test('a field that antd hides with its CSS class is not visible, and role queries skip it', () => {
  render(
    <Form>
      <Form.Item label="Shown field" name="shown">
        <Input />
      </Form.Item>
      <Form.Item label="Hidden field" name="hidden" hidden>
        <Input />
      </Form.Item>
    </Form>,
  );
  const hidden = screen.getByLabelText('Hidden field');
  // No inline style hides it: only antd's stylesheet rule for .ant-form-item-hidden does.
  expect(hidden.closest('.ant-form-item-hidden')).not.toHaveAttribute('style');
  expect(hidden).not.toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Shown field' })).toBeVisible();
  expect(screen.queryByRole('textbox', { name: 'Hidden field' })).not.toBeInTheDocument();
});
