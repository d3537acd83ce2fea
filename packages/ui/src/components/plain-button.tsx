import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's look: `ghost` is a primary ghost button, `danger-outline` a default danger one. */
  variant?: 'primary' | 'default' | 'text' | 'danger' | 'ghost' | 'danger-outline';
  htmlType?: 'button' | 'submit' | 'reset';
  icon?: ReactNode;
  loading?: boolean;
  block?: boolean;
  shape?: 'default' | 'circle';
  size?: 'small' | 'middle' | 'large';
}

/**
 * A button styled like antd's but without antd, for what a first view shows (header, footer,
 * home, the catalogue's list and profile pages), which downloads no antd. Other pages use
 * `Button` (antd, deferred), whose stand-in while its chunk loads is this one.
 */
export function PlainButton({
  variant = 'default',
  htmlType = 'button',
  icon,
  loading = false,
  block = false,
  shape = 'default',
  size = 'middle',
  className,
  children,
  disabled,
  ...rest
}: PlainButtonProps) {
  const classes = [
    'souq-btn',
    `souq-btn--${variant}`,
    block ? 'souq-btn--block' : '',
    shape === 'circle' ? 'souq-btn--circle' : '',
    size === 'large' ? 'souq-btn--large' : size === 'small' ? 'souq-btn--small' : '',
    loading ? 'souq-btn--loading' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={htmlType} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className="souq-btn__spinner" aria-hidden="true" /> : icon ? <span className="souq-btn__icon">{icon}</span> : null}
      {children !== undefined && children !== null ? <span>{children}</span> : null}
    </button>
  );
}
