import { useEffect } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../i18n/translator.tsx';

/**
 * Warns before unsaved changes are lost: leaving the page inside the app asks first (React
 * Router's `useBlocker`), and closing or reloading the tab gets the browser's own warning.
 *
 *   <UnsavedChangesGuard when={form.isDirty() && !save.isSuccess} />
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('adminShell.unsaved.title')} centered>
      <Text size="sm">{t('adminShell.unsaved.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('adminShell.unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('adminShell.unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
