import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import { Form } from './TransitionForm';

afterEach(() => jest.restoreAllMocks());

test('a submit by click or by Enter runs in a transition, validates, then reaches onFinish', async () => {
  const transition = jest.spyOn(React, 'startTransition');
  const onFinish = jest.fn();
  const user = userEvent.setup();
  render(
    <Form onFinish={onFinish}>
      <Form.Item label="Name" name="name" rules={[{ required: true, message: 'Name is required.' }]}>
        <Input />
      </Form.Item>
      <button type="submit">Save</button>
    </Form>,
  );

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(transition).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Name is required.')).toBeInTheDocument();
  expect(onFinish).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Name'), 'Asha{Enter}');
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'Asha' }));
  expect(transition).toHaveBeenCalledTimes(2);
});

test('a form that sets its own element keeps it', () => {
  render(
    <Form component="div">
      <Form.Item label="Name" name="name">
        <Input />
      </Form.Item>
    </Form>,
  );
  expect(document.querySelector('form')).toBeNull();
});
