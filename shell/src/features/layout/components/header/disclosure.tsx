import { DownOutlined } from '@souq/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface DisclosureProps {
  label: ReactNode;
  icon?: ReactNode;
  children: (close: () => void) => ReactNode;
  narrow?: boolean;
}

/**
 * A header menu button with a popup panel (services, stores). Closes on Escape (focus goes
 * back to the button), on a click outside and after navigating. Lighter than antd Dropdown,
 * which the first view would otherwise download.
 */
export function Disclosure({ label, icon, children, narrow = false }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="souq-disclosure" ref={root}>
      <button
        ref={button}
        type="button"
        className="souq-disclosure__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {icon}
        <span>{label}</span>
        <DownOutlined className="souq-disclosure__chevron" />
      </button>
      {open ? (
        <div id={id} className={`souq-dropdown-panel${narrow ? ' souq-dropdown-panel--narrow' : ''} souq-disclosure__panel`}>
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
