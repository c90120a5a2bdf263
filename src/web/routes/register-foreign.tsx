import { Container, Paper, Skeleton, Stack } from '@mantine/core';
import { notifications } from '../lib/toast.ts';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/translator.tsx';
import type { Route } from './+types/register-foreign';
import { pageMeta } from '../app/layout/page-meta.ts';
import { catalogueOf } from '../i18n/i18n.ts';
import { homePathOf } from '../features/auth/api/get-user-info.ts';
import { useSignIn } from '../features/auth/api/login.ts';
import type { LoginPrefill } from '../features/auth/components/login-form.tsx';
import { loadApplicationDraft } from '../features/foreign-teacher/application-draft.ts';
import { ApplicationWizard } from '../features/foreign-teacher/components/application-wizard.tsx';
import { browserTimeZone } from '../lib/time-zones.ts';
import { languageFromRequest } from '../i18n/language-preference.ts';

export function loader({ request }: Route.LoaderArgs) {
  const texts = catalogueOf(languageFromRequest(request)).teacher;
  return { meta: { title: texts.metaTitle, description: texts.wizard.subtitle } };
}

/** The draft lives in this browser's storage, so the form starts there (no flash of an empty form). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [server, draft] = await Promise.all([serverLoader(), Promise.resolve(loadApplicationDraft(browserTimeZone()))]);
  return { ...server, draft };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export function HydrateFallback() {
  return (
    <Container size="lg" px={0}>
      <Paper withBorder radius="lg" p="xl" aria-busy="true">
        <Stack gap="md">
          <Skeleton height={32} width="60%" />
          <Skeleton height={16} width="80%" />
          <Skeleton height={240} mt="lg" />
        </Stack>
      </Paper>
    </Container>
  );
}

export default function RegisterForeignPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  // The new teacher is signed in and taken to their profile; if that fails, to the login page.
  const signInAfterwards = (account: { username: string; password: string }) =>
    signIn.mutate(account, {
      onSuccess: (user) => {
        notifications.show({ color: 'teal', message: t('teacher.wizard.submitted') });
        void navigate(homePathOf(user), { replace: true });
      },
      onError: () => {
        notifications.show({ color: 'teal', message: t('teacher.wizard.submittedSignIn') });
        const prefill: LoginPrefill = { username: account.username };
        void navigate('/login', { replace: true, state: prefill });
      },
    });

  return <ApplicationWizard draft={loaderData.draft} onSubmitted={signInAfterwards} />;
}
