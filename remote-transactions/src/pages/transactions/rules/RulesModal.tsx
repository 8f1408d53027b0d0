import { useState } from 'react';
import type { OutboxEntry, Rule } from '@moneta/shared';
import { Modal, useAnnounce, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { RuleApply } from './RuleApply';
import { RuleForm } from './RuleForm';
import { RuleList } from './RuleList';
import { useRulesT } from './i18n';

/** What the dialog shows: the list, a rule's form (a new one may start from a suggestion), or "apply". */
export type RulesView =
  | { kind: 'list' }
  /** `draft`: a refused rule kept on the device, whose values fill the form; a save replaces it. */
  | { kind: 'edit'; rule: Partial<Rule> | null; draft?: OutboxEntry }
  | { kind: 'apply'; rule: Rule };

interface RulesModalProps extends DialogFrame {
  /** Where the dialog opens: the list, or a new rule's form filled in from a transaction. */
  start?: RulesView;
  onClose: () => void;
}

/** The rules: listed in their order, added, edited, moved, deleted and applied to existing transactions. */
export default function RulesModal({ open, afterClose, start = { kind: 'list' }, onClose }: RulesModalProps) {
  const t = useRulesT();
  const announce = useAnnounce();
  const [view, setView] = useState<RulesView>(start);
  const toList = () => setView({ kind: 'list' });
  const title =
    view.kind === 'list'
      ? t('Rules')
      : view.kind === 'apply'
        ? t('Apply to existing transactions')
        : view.rule?.id
          ? t('Edit rule')
          : t('Add rule');
  return (
    <Modal
      open={open}
      title={title}
      footer={null}
      width={760}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
      afterClose={afterClose}
    >
      {view.kind === 'list' && (
        <RuleList
          onAdd={() => setView({ kind: 'edit', rule: null })}
          onEdit={(rule) => setView({ kind: 'edit', rule })}
          onApply={(rule) => setView({ kind: 'apply', rule })}
        />
      )}
      {view.kind === 'edit' && (
        <RuleForm
          rule={view.rule}
          draft={view.draft}
          onCancel={start.kind === 'edit' ? onClose : toList}
          onSaved={(created, queued) => {
            announce(created ? t('Rule created') : t('Rule updated'), queued);
            if (start.kind === 'edit') onClose();
            else toList();
          }}
        />
      )}
      {view.kind === 'apply' && <RuleApply rule={view.rule} onDone={toList} />}
    </Modal>
  );
}
