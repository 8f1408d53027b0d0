import { Card } from '@moneta/shared/ui';

export default function LoginPage() {
  return <Card title="Login">Login form</Card>;
}
