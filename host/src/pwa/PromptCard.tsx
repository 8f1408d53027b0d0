import './PwaPrompts.css';

interface PromptCardProps {
  id: string;
  role?: 'alertdialog';
  title: string;
  text: string;
  dismiss: { label: string; onClick: () => void };
  accept: { label: string; busy: boolean; onClick: () => void };
}

/**
 * A prompt's card: title, text, and its two choices, the main one disabled while it runs. As an alertdialog it
 * takes the focus, on its safe choice.
 */
export function PromptCard({ id, role, title, text, dismiss, accept }: PromptCardProps) {
  return (
    <section className="pwa-card" role={role} aria-labelledby={id}>
      <h2 id={id} className="pwa-card-title">
        {title}
      </h2>
      <p className="pwa-card-text">{text}</p>
      <div className="pwa-card-actions">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={dismiss.onClick}
          autoFocus={role === 'alertdialog'}
        >
          {dismiss.label}
        </button>
        <button type="button" className="btn btn-primary" disabled={accept.busy} onClick={accept.onClick}>
          {accept.label}
        </button>
      </div>
    </section>
  );
}
