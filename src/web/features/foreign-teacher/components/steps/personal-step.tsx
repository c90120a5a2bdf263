import { Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../../i18n/translator.tsx';
import { GENDERS } from '../../../../../shared/api/accounts.ts';
import type { ApplicationForm } from './step-form.ts';

/** Step 2: personal details. */
export function PersonalStep({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('teacher.profile.firstName')} autoComplete="given-name" required {...form.getInputProps('profile.firstName')} />
        <TextInput label={t('teacher.profile.lastName')} autoComplete="family-name" required {...form.getInputProps('profile.lastName')} />
      </SimpleGrid>
      <Radio.Group label={t('teacher.profile.gender')} required {...form.getInputProps('profile.gender')}>
        <Group gap="lg" mt={6}>
          {GENDERS.map((gender) => (
            <Radio key={gender} value={gender} label={t(`teacher.gender.${gender}`)} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('teacher.profile.nationality')} required {...form.getInputProps('profile.nationality')} />
        <TextInput
          label={t('teacher.profile.countryOfResidence')}
          autoComplete="country-name"
          required
          {...form.getInputProps('profile.countryOfResidence')}
        />
        <TextInput label={t('teacher.profile.city')} autoComplete="address-level2" {...form.getInputProps('profile.city')} />
        <TextInput
          label={t('teacher.profile.phone')}
          description={t('teacher.profile.phoneHint')}
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('profile.phone')}
        />
      </SimpleGrid>
      <Textarea
        label={t('teacher.profile.introduction')}
        description={t('teacher.profile.introductionHint')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={1000}
        {...form.getInputProps('profile.introduction')}
      />
    </Stack>
  );
}
