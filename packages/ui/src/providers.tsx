import './fonts.css';
import './styles.css';
import { useMemo, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { currentLocale, direction, i18n, initI18n, type Locale } from '@souq/i18n';
import { SouqUiContext } from './lib/ui-context';
import { Toaster } from './components/toaster';
import { NeedLoginModal } from './components/need-login';
import './lib/i18n';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: 0 },
    },
  });
}

export interface SouqProvidersProps {
  children: ReactNode;
  /** Defaults to the stored locale (the i18n instance's language). */
  locale?: Locale;
  /** Tests pass their own client (no retries). */
  queryClient?: QueryClient;
}

/**
 * Everything a page needs around it: i18n, the direction/locale every deferred antd component
 * turns into its ConfigProvider (with the Souq theme),
 * react-query, the bus-driven Toaster (antd messages) and
 * the one need-login modal. The shell mounts it once; remote harnesses mount it too.
 */
export function SouqProviders({ children, locale, queryClient }: SouqProvidersProps) {
  initI18n();
  const lng = locale ?? currentLocale();
  const [client] = useState(() => queryClient ?? createQueryClient());
  const ui = useMemo(() => ({ locale: lng, direction: direction(lng) }), [lng]);
  return (
    <I18nextProvider i18n={i18n}>
      <SouqUiContext.Provider value={ui}>
        <QueryClientProvider client={client}>
          <Toaster />
          <NeedLoginModal />
          {children}
        </QueryClientProvider>
      </SouqUiContext.Provider>
    </I18nextProvider>
  );
}
