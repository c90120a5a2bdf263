import { ActionIcon, Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { formatByteSize } from '../../../../shared/byte-size.ts';
import { FileIcon, TrashIcon } from '../../../components/account-icons.tsx';
import classes from './requirements.module.css';

export interface ListedFile {
  id: string | number;
  name: string;
  size: number;
}

/** The files of a questionnaire or a requirement, each with a way to open it and, while allowed, to remove it. */
export function FileList(props: { files: ListedFile[]; onOpen?: (file: ListedFile) => void; onRemove?: (file: ListedFile) => void; removing?: ListedFile['id'] | null }) {
  const { t } = useTranslation();
  if (props.files.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-files">
        {t('requirements.files.empty')}
      </Text>
    );
  }
  return (
    <ul className={classes.files} data-testid="file-list">
      {props.files.map((file) => (
        <li key={file.id} className={classes.file} data-testid="file-item">
          <Group gap="sm" wrap="nowrap" className={classes.fileName}>
            <ThemeIcon variant="light" color="navy" radius="md" size={34}>
              <FileIcon size={18} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              {props.onOpen ? (
                <Anchor component="button" type="button" fw={600} size="sm" className={classes.truncate} onClick={() => props.onOpen?.(file)} aria-label={t('requirements.files.open', { name: file.name })}>
                  {file.name}
                </Anchor>
              ) : (
                <Text fw={600} size="sm" className={classes.truncate}>
                  {file.name}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {formatByteSize(file.size)}
              </Text>
            </div>
          </Group>
          {props.onRemove && (
            <ActionIcon
              variant="subtle"
              color="red.9"
              size={40}
              loading={props.removing === file.id}
              aria-label={t('requirements.files.remove', { name: file.name })}
              onClick={() => props.onRemove?.(file)}
            >
              <TrashIcon size={18} />
            </ActionIcon>
          )}
        </li>
      ))}
    </ul>
  );
}
