import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopOutlined } from '@souq/ui/icons';
import { Card, Flex, theme } from '@souq/ui';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** Links under the card body (register / login / contact…). */
  footer?: ReactNode;
  /** Registration forms need more room. */
  wide?: boolean;
}

/** Centered, responsive card on a soft background: the frame of every auth screen. */
export function AuthCard({ title, subtitle, icon, children, footer, wide = false }: AuthCardProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation('identity');
  return (
    <Flex
      justify="center"
      align="flex-start"
      style={{
        minHeight: '70vh',
        paddingBlock: 'clamp(16px, 5vw, 56px)',
        paddingInline: 12,
        background: `radial-gradient(circle at 15% 0%, color-mix(in srgb, ${token.colorPrimary} 10%, transparent) 0, transparent 45%), radial-gradient(circle at 90% 100%, color-mix(in srgb, ${token.colorPrimary} 6%, transparent) 0, transparent 50%)`,
      }}
    >
      <Card
        style={{
          width: '100%',
          maxWidth: wide ? 640 : 460,
          borderRadius: 16,
          boxShadow: '0 10px 40px rgba(15, 23, 42, 0.08)',
        }}
        styles={{ body: { padding: 'clamp(20px, 4vw, 36px)' } }}
      >
        <Flex vertical align="center" gap={6} style={{ marginBlockEnd: 24, textAlign: 'center' }}>
          <span
            aria-hidden
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 56,
              height: 56,
              borderRadius: '50%',
              fontSize: 26,
              color: token.colorPrimary,
              // A soft tint of the brand colour (the palette's primaryBg is greyish with this theme).
              background: `color-mix(in srgb, ${token.colorPrimary} 12%, white)`,
              marginBlockEnd: 6,
            }}
          >
            {icon ?? <ShopOutlined />}
          </span>
          <span style={{ fontSize: 13, letterSpacing: 0.3, color: token.colorTextTertiary }}>{t('brand')}</span>
          <h1 style={{ fontSize: 24, fontWeight: 700, lineHeight: 1.35, margin: 0, color: token.colorTextHeading }}>{title}</h1>
          {subtitle && <p style={{ margin: 0, maxWidth: 380, color: token.colorTextSecondary }}>{subtitle}</p>}
        </Flex>
        {children}
        {footer && (
          <Flex vertical align="center" gap={8} style={{ marginBlockStart: 20, textAlign: 'center' }}>
            {footer}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
