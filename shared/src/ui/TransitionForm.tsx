import { startTransition, type ComponentProps } from 'react';
import { Form as AntdForm } from 'antd';

/**
 * The form element under antd's Form: its submit (validating every field, then onFinish) runs in a transition,
 * so the click or the Enter that sends a form paints at once; the fields' re-render for validation follows.
 */
function SubmitInTransition({ onSubmit, ...props }: ComponentProps<'form'>) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(() => onSubmit?.(event));
      }}
    />
  );
}

function TransitionForm(props: ComponentProps<typeof AntdForm>) {
  return <AntdForm component={SubmitInTransition} {...props} />;
}

/** antd's Form, whose submit runs in a transition (a form that sets `component` keeps its own element). */
export const Form = Object.assign(TransitionForm, {
  Item: AntdForm.Item,
  List: AntdForm.List,
  ErrorList: AntdForm.ErrorList,
  Provider: AntdForm.Provider,
  useForm: AntdForm.useForm,
  useFormInstance: AntdForm.useFormInstance,
  useWatch: AntdForm.useWatch,
}) as typeof AntdForm;
