import { Card } from '@moneta/shared/ui';

export default function SignUpPage() {
  return <Card title="Login">Login form</Card>;
}
