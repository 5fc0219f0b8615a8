import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  description?: string;
  error?: string;
  /** HTML: the starting content, and later what the server stored after a save */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
};

/** The headings the server's allow-list keeps (h1 is the page's own title). */
const headingLevels = [2, 3, 4] as const;

/**
 * The back office's rich-text field (notices, press, FAQ answers): bold, italic, headings, lists,
 * links, quotes, undo and redo, every control named in the page's language. It writes HTML; the
 * server sanitises it when saving, so nothing here has to be trusted.
 */
export function RichTextEditor({ label, description, error, value, onChange, onBlur }: Props) {
  const { t } = useTranslation('admin_boards');
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    // Made once the field is mounted: an editor made during render is destroyed again when the
    // mount takes over a millisecond (a slow phone), and the field would briefly hold a dead one.
    immediatelyRender: false,
    extensions: [
      // Mantine's Link adds its link editor's shortcut; the kit's own link would be a duplicate
      StarterKit.configure({ link: false, heading: { levels: [...headingLevels] } }),
      Link.configure({ openOnClick: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A save answers the stored (sanitised) HTML: show that, without counting it as typing.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === editor.getHTML()) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t('editor.bold'),
    italicControlLabel: t('editor.italic'),
    underlineControlLabel: t('editor.underline'),
    strikeControlLabel: t('editor.strike'),
    h2ControlLabel: t('editor.h2'),
    h3ControlLabel: t('editor.h3'),
    h4ControlLabel: t('editor.h4'),
    bulletListControlLabel: t('editor.bulletList'),
    orderedListControlLabel: t('editor.orderedList'),
    blockquoteControlLabel: t('editor.blockquote'),
    linkControlLabel: t('editor.link'),
    unlinkControlLabel: t('editor.unlink'),
    linkEditorInputLabel: t('editor.linkInput'),
    linkEditorInputPlaceholder: t('editor.linkPlaceholder'),
    linkEditorExternalLink: t('editor.linkExternal'),
    linkEditorInternalLink: t('editor.linkInternal'),
    linkEditorSave: t('editor.linkSave'),
    clearFormattingControlLabel: t('editor.clearFormatting'),
    undoControlLabel: t('editor.undo'),
    redoControlLabel: t('editor.redo'),
  };

  return (
    <div>
      <Input.Label id={labelId} labelElement="div" required>
        {label}
      </Input.Label>
      {description && <Input.Description mb={6}>{description}</Input.Description>}
      <MantineEditor editor={editor} labels={labels}>
        <MantineEditor.Toolbar aria-label={t('editor.toolbar')} role="toolbar">
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
            <MantineEditor.H4 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content mih={240} />
      </MantineEditor>
      {error && (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
