import '@mantine/tiptap/styles.css';
import { useEffect, useId } from 'react';
import { Fieldset, Input, SimpleGrid, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from '../../i18n/translator.tsx';
import { WARNING_TEXT_COLOUR } from './warning-text.ts';

/**
 * Rich text (content block details, product descriptions, articles) in @mantine/tiptap. The
 * toolbar offers only what the server's sanitiser keeps (sanitize-rich-text.ts): headings 3 and 4,
 * bold, italic, underline, strike, lists, quotes, rules and links.
 */
interface RichTextInputProps {
  label: string;
  lang: 'en' | 'zh';
  value: string;
  onChange: (html: string) => void;
  description?: React.ReactNode;
  error?: React.ReactNode;
}

const EMPTY_DOCUMENT = '<p></p>';

function RichTextInput({ label, lang, value, onChange, description, error }: RichTextInputProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [StarterKit.configure({ link: false, heading: { levels: [3, 4] }, code: false, codeBlock: false }), Link.configure({ openOnClick: false })],
    content: value,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox', lang } },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange(html === EMPTY_DOCUMENT ? '' : html);
    },
  });

  // A value set from outside (the record loaded, the form reset) replaces what the editor holds.
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    if (value !== current && !(value === '' && current === EMPTY_DOCUMENT)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const labels = t('adminShell.richText', { returnObjects: true }) as Record<string, string>;
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} description={description} error={error}>
      <RichTextEditor editor={editor} labels={labels} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

interface FieldProps {
  value?: unknown;
  onChange: (value: unknown) => void;
  error?: React.ReactNode;
}

/** An English / Chinese pair of rich texts, with the note when the Chinese is missing (D4). */
export function BilingualRichTextField({ label, en, zh }: { label: string; en: FieldProps; zh: FieldProps }) {
  const { t } = useTranslation();
  const english = String(en.value ?? '');
  const chinese = String(zh.value ?? '');
  const chineseMissing = english.trim() !== '' && chinese.trim() === '';
  return (
    <Fieldset legend={label} variant="unstyled">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
        <RichTextInput label={t('adminShell.bilingual.english')} lang="en" value={english} onChange={en.onChange} error={en.error} />
        <RichTextInput
          label={t('adminShell.bilingual.chinese')}
          lang="zh"
          value={chinese}
          onChange={zh.onChange}
          error={zh.error}
          description={chineseMissing ? <Text span size="xs" c={WARNING_TEXT_COLOUR}>{t('adminShell.bilingual.chineseMissing')}</Text> : undefined}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
