export default function TermsPage() {
  return (
    <section>
      <h1>TermsPage</h1>
    </section>
  );
}
