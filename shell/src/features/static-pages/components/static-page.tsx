import type { ReactNode } from 'react';
import { Card, Flex, theme } from '@souq/ui';

export interface StaticPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** Forms are narrow; reading pages are wider. */
  width?: number;
}

/** Page frame of the static pages: centered card with a title block on a soft background. */
export function StaticPage({ title, subtitle, icon, children, width = 720 }: StaticPageProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      justify="center"
      style={{
        paddingBlock: 'clamp(16px, 5vw, 48px)',
        paddingInline: 12,
        background: `radial-gradient(circle at 85% 0%, color-mix(in srgb, ${token.colorPrimary} 10%, transparent) 0, transparent 40%)`,
      }}
    >
      <Card
        style={{ width: '100%', maxWidth: width, borderRadius: 16, boxShadow: '0 10px 40px rgba(15, 23, 42, 0.06)' }}
        styles={{ body: { padding: 'clamp(20px, 4vw, 36px)' } }}
      >
        <Flex align="center" gap={14} style={{ marginBlockEnd: 20 }}>
          {icon && (
            <span
              aria-hidden
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 48,
                height: 48,
                borderRadius: 12,
                fontSize: 22,
                flexShrink: 0,
                color: token.colorPrimary,
                // A soft tint of the brand colour (the palette's primaryBg is greyish with this theme).
                background: `color-mix(in srgb, ${token.colorPrimary} 12%, white)`,
              }}
            >
              {icon}
            </span>
          )}
          <div style={{ minWidth: 0 }}>
            <h1 style={{ fontSize: 24, fontWeight: 700, lineHeight: 1.35, margin: 0, color: token.colorTextHeading }}>{title}</h1>
            {subtitle && <p style={{ margin: 0, marginBlockStart: 4, color: token.colorTextSecondary }}>{subtitle}</p>}
          </div>
        </Flex>
        {children}
      </Card>
    </Flex>
  );
}
