import { Link } from '@moneta/shared/router';

export function LandingPage() {
  return (
    <section>
      <h1>Moneta</h1>
      <Link to="/signup">Get Started</Link>
    </section>
  );
}
