export default function NotFoundPage() {
  return (
    <section>
      <h1>NotFoundPage</h1>
    </section>
  );
}
