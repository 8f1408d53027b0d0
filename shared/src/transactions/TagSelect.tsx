// Tags as the editor picks or types them: the person's own tags offered (GET /transaction/tags), a new one made
// by typing it and pressing Enter or a comma. A name already kept in another spelling is offered, not doubled.
import { useState, type ComponentProps } from 'react';
import { TAGS_MAX } from '@moneta/shared';
import { Select } from '@moneta/shared/ui/controls';
import { useTags } from '../domains/transactions/hooks';
import { useEditorT } from './i18n';

/** What a form item gives its field (value, onChange, id, the aria marks of its message), and a label. */
type TagSelectProps = Omit<ComponentProps<typeof Select<string[]>>, 'mode' | 'options'> & {
  'aria-label': string;
};

export function TagSelect(props: TagSelectProps) {
  const t = useEditorT();
  const tags = useTags();
  const options = (tags.data?.tags ?? []).map((tag) => ({ value: tag.name, label: tag.name }));
  // The list closes once a tag is added: left open, it lies over the form's buttons below, and the click meant
  // for Save would only close it. Typing or a click opens it again.
  const [open, setOpen] = useState(false);
  return (
    <Select<string[]>
      placeholder={t('Add tags')}
      style={{ width: '100%' }}
      {...props}
      open={open}
      onOpenChange={setOpen}
      onSearch={(text) => setOpen(text !== '' || open)}
      onSelect={() => setOpen(false)}
      mode="tags"
      options={options}
      tokenSeparators={[',']}
      maxCount={TAGS_MAX}
      notFoundContent={null}
    />
  );
}
