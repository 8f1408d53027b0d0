import { Card } from '@moneta/shared/ui';

export default function ResetPasswordPage() {
  return <Card title="Login">Login form</Card>;
}
