import './app/mantine-styles.ts';
import '@fontsource/fraunces/latin-700.css';
import './app/fonts.css';
import './app/global.css';
import headingFontUrl from '@fontsource/fraunces/files/fraunces-latin-700-normal.woff2?url';
import { useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { htmlLangOf, type Language } from '../shared/language.ts';
import { translatorFor } from './i18n/i18n.ts';
import { TranslatorProvider, useTranslation } from './i18n/translator.tsx';
import type { RouteHandle } from './app/route-handle.ts';
import { languageFromRequest, reconcileStoredLanguage } from './i18n/language-preference.ts';
import { useNonce } from './app/nonce.ts';
import { StatusPage } from './components/status-page.tsx';
import { ToastHost } from './app/toast-host.tsx';
import { ChineseOffer } from './app/layout/chinese-offer.tsx';

export function loader({ request }: Route.LoaderArgs) {
  return { language: languageFromRequest(request) };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language: Language = data?.language ?? 'en';
  const nonce = useNonce();
  const memberTexts = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.memberTexts);
  return (
    <html
      lang={htmlLangOf(language)}
      // Mantine's provider sets the colour scheme on the element, the same as the server's.
      suppressHydrationWarning
      data-mantine-color-scheme="light"
      data-member-texts={memberTexts || undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c3f94" />
        <Meta />
        {/* English headings are set in it at once; Chinese ones fetch it only for the latin letters they hold. */}
        {language === 'en' && <link rel="preload" href={headingFontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Providers({ language, children }: { language: Language; children: React.ReactNode }) {
  const [translator] = useState(() => translatorFor(language));
  const [offerChinese, setOfferChinese] = useState(false);
  useEffect(() => setOfferChinese(reconcileStoredLanguage(language, navigator.languages)), [language]);
  return (
    <TranslatorProvider translator={translator}>
      <ToastHost />
      {offerChinese && <ChineseOffer onDismiss={() => setOfferChinese(false)} />}
      {children}
    </TranslatorProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Providers language={loaderData.language}>
      <Outlet />
    </Providers>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <Providers language={data?.language ?? 'en'}>
      <RootError error={error} />
    </Providers>
  );
}

function RootError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <StatusPage
      title={notFound ? t('errors.notFoundTitle') : t('errors.genericTitle')}
      description={notFound ? t('errors.notFoundBody') : t('errors.genericBody')}
      actionLabel={t('errors.backHome')}
      actionHref="/home"
    />
  );
}
