export default function AuthorsNotePage() {
  return (
    <section>
      <h1>AuthorsNotePage</h1>
    </section>
  );
}
