import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import type { DifferencePolicy, MoveTargetDto } from '../../../shared/api/course-moves.ts';
import { useTranslation } from '../../i18n/translator.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useFormatters } from '../../lib/format.ts';
import { AdminLoading } from './query-states.tsx';

export interface MoveChoice {
  toProductId: number;
  difference: DifferencePolicy;
  note: string;
}

/**
 * Staff pick the course of the same subject children move to (ADR 029): a whole course's
 * families (`withDifference`: refund or waive a lower price) or one order (`withNote`).
 */
export function MoveTargetDialog(props: {
  opened: boolean;
  title: string;
  body: string;
  targets: MoveTargetDto[] | undefined;
  loadFailed: boolean;
  withDifference?: boolean;
  withNote?: boolean;
  busy: boolean;
  onConfirm: (choice: MoveChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const [target, setTarget] = useState<string | null>(null);
  const [difference, setDifference] = useState<DifferencePolicy>('waive');
  const [note, setNote] = useState('');
  const options = (props.targets ?? []).map((item) => ({
    value: String(item.id),
    label: t('adminClassSizes.move.targetOption', {
      name: language === 'cn' && item.nameZh ? item.nameZh : item.nameEn,
      date: format.day(item.startDate),
      seats: item.seatsLeft === null ? t('adminClassSizes.move.seatsUncounted') : t('adminClassSizes.move.seatsLeft', { count: item.seatsLeft }),
      price: format.money(item.tuition, item.currency),
    }),
  }));
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered closeButtonProps={{ 'aria-label': t('common.close') }} data-testid="move-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (target) props.onConfirm({ toProductId: Number(target), difference, note: note.trim() });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{props.body}</Text>
          {props.loadFailed ? (
            <Alert color="red" variant="light" role="alert">
              {t('adminClassSizes.move.loadFailed')}
            </Alert>
          ) : props.targets === undefined ? (
            <AdminLoading />
          ) : options.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('adminClassSizes.move.noTargets')}
            </Text>
          ) : (
            <Select
              label={t('adminClassSizes.move.target')}
              description={t('adminClassSizes.move.targetHint')}
              data={options}
              value={target}
              onChange={setTarget}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
              required
            />
          )}
          {props.withDifference && (
            <Radio.Group label={t('adminClassSizes.move.difference')} description={t('adminClassSizes.move.differenceHint')} value={difference} onChange={(value) => setDifference(value as DifferencePolicy)}>
              <Stack gap={6} mt={6}>
                <Radio value="refund" label={t('adminClassSizes.move.differenceRefund')} />
                <Radio value="waive" label={t('adminClassSizes.move.differenceWaive')} />
              </Stack>
            </Radio.Group>
          )}
          {props.withNote && <Textarea label={t('adminClassSizes.move.note')} value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={500} autosize minRows={2} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('adminClassSizes.move.cancel')}
            </Button>
            <Button type="submit" loading={props.busy} disabled={!target}>
              {t('adminClassSizes.move.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
