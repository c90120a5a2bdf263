import type { ComponentType } from 'react';

/**
 * Loads a part drawn with Mantine's components together with Mantine's provider, for pages drawn
 * without it (ADR 020): `lazy(() => inMantineScope(() => import('./part.tsx')))`.
 */
export async function inMantineScope<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const [{ default: Part }, { withMantineScope }] = await Promise.all([load(), import('./mantine-scope.tsx')]);
  return { default: withMantineScope(Part) };
}
