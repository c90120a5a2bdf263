import { useMemo, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useTranslation } from '../i18n/translator.tsx';
import { theme } from './theme.ts';

/**
 * Mantine's provider for the parts of the site drawn with its components. The site's frame, the
 * home page, the catalogue and the content pages, where first visits land, are drawn without it,
 * so a phone does not download it there (ADR 019, ADR 020). The pages below
 * `routes/mantine-scope-layout.tsx` hold one; so do the parts that load later with a chunk of
 * their own (the member's header parts, the toasts, the timetable, the catalogue's filters and
 * pager). The theme's variables are a stylesheet of the build (`virtual:theme-variables.css`), so
 * the provider does not write them again.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  // Every dialog's × is named in the page's language, whoever draws the dialog.
  const scopedTheme = useMemo(
    () => ({ ...theme, components: { ...theme.components, Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } } }),
    [closeLabel],
  );
  return (
    <MantineProvider theme={scopedTheme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}

/** `Part` inside a MantineScope of its own. */
export function withMantineScope<Props extends object>(Part: ComponentType<Props>): (props: Props) => ReactElement {
  return function InMantineScope(props: Props) {
    return (
      <MantineScope>
        <Part {...props} />
      </MantineScope>
    );
  };
}
