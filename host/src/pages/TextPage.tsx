import type { ReactNode } from 'react';
import './TextPage.css';

interface TextPageProps {
  title: string;
  /** A short line under the title. */
  lead: string;
  children: ReactNode;
}

/** The frame of the static text pages (author's note, privacy policy, terms of service): antd-free. */
export function TextPage({ title, lead, children }: TextPageProps) {
  return (
    <div className="text-page">
      <div className="text-page-hero">
        <div className="container text-page-narrow">
          <h1>{title}</h1>
          <p className="text-page-lead">{lead}</p>
        </div>
      </div>
      <div className="container text-page-narrow text-page-body">{children}</div>
    </div>
  );
}

/** One titled section of a text page. */
export function TextSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="text-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
