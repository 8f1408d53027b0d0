import type { ReactNode } from 'react';
import './FilterField.css';

interface FilterFieldProps {
  label: string;
  htmlFor: string;
  children: ReactNode;
}

/** A filter's label above its control, as antd's vertical Form draws it, without loading the Form for it. */
export function FilterField({ label, htmlFor, children }: FilterFieldProps) {
  return (
    <div className="filter-field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
    </div>
  );
}
