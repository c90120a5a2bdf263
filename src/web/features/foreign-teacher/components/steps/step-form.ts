import type { UseFormReturnType } from '@mantine/form';
import type { ApplicationValues } from '../../application-values.ts';

/** Every step renders into the same form (the wizard's, or the profile editor's). */
export type ApplicationForm = UseFormReturnType<ApplicationValues>;
