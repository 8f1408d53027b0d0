// Tags as the editor picks or types them: the person's own tags offered (GET /transaction/tags), a new one made
// by typing it and pressing Enter or a comma. A name already kept in another spelling is offered, not doubled.
import type { ComponentProps } from 'react';
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
  return (
    <Select<string[]>
      placeholder={t('Add tags')}
      style={{ width: '100%' }}
      {...props}
      mode="tags"
      options={options}
      tokenSeparators={[',']}
      maxCount={TAGS_MAX}
      notFoundContent={null}
    />
  );
}
