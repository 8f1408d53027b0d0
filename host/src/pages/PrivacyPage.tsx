export default function PrivacyPage() {
  return (
    <section>
      <h1>PrivacyPage</h1>
    </section>
  );
}
