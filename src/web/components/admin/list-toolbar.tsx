import { useEffect, useState, type ReactNode } from 'react';
import { CloseButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/translator.tsx';

/**
 * The search box and filters above a list. The search is sent a moment after typing stops, and
 * follows the address when it changes (Back, a shared link).
 *
 *   <ListToolbar search={list.q} onSearch={list.setSearch} placeholder={…}>{filters}</ListToolbar>
 */
interface ListToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  placeholder: string;
  children?: ReactNode;
}

const SEARCH_DELAY_MS = 350;

export function ListToolbar({ search, onSearch, placeholder, children }: ListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('adminShell.table.search')}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
        rightSection={text ? <CloseButton size="sm" aria-label={t('adminShell.table.clearSearch')} onClick={() => { setText(''); onSearch(''); }} /> : null}
        w={{ base: '100%', sm: 320 }}
      />
      {children}
    </Group>
  );
}
