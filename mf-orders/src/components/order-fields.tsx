import type { ReactNode } from 'react';

export interface OrderField {
  key: string;
  label: string;
  value: ReactNode;
}

/** The order's fields as a definition list (label above value on phones, two columns on wide screens). */
export function OrderFields({ fields }: { fields: OrderField[] }) {
  return (
    <dl className="orders-fields">
      {fields.map((f) => (
        <div key={f.key} className="orders-fields__row" data-field={f.key}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
