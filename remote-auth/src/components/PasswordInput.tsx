import { useState, type ComponentProps } from 'react';
import { Button, EyeOutlined } from '@moneta/shared/ui';
import { Input, EyeInvisibleOutlined } from '@moneta/shared/ui/form';
import { useAuthT } from '../i18n';

type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'suffix'> & {
  /** The toggle's name, when a form has two password fields; 'Show password' otherwise. */
  toggleLabel?: string;
};

/**
 * A password field with a show/hide toggle. The toggle is a real button named through the translations (antd's
 * own toggle is named 'Show' by antd's locale), and it keeps the focus in the field.
 */
export function PasswordInput({ toggleLabel, ...props }: PasswordInputProps) {
  const t = useAuthT();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <Button
          type="text"
          size="small"
          aria-label={toggleLabel ?? t('Show password')}
          aria-pressed={visible}
          disabled={props.disabled}
          icon={visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
