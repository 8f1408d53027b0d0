import { useState } from 'react';
import type { Category, OutboxEntry } from '@moneta/shared';
import { MESSAGES } from '@moneta/shared/ui';
import { Modal, useAnnounce, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { categoryLabel, useCategories } from '@moneta/shared/categories';
import { useTransactionsT } from '../../../i18n';
import { CategoryForm } from './CategoryForm';
import { CategoryList, type Merged } from './CategoryList';
import { MergeCategory } from './MergeCategory';
import { useCategoriesT } from './i18n';

/** What the dialog shows: the list (with the last merge's outcome), a category's form, or a merge. */
type CategoriesView =
  | { kind: 'list'; merged: Merged | null }
  /** `draft`: a refused category kept on the device, whose values fill the form; a save replaces it. */
  | { kind: 'edit'; category: Category | null; draft?: OutboxEntry }
  | { kind: 'merge'; category: Category };

interface CategoriesModalProps extends DialogFrame {
  /**
   * A refused category to correct: the dialog starts on its form, with the values it was sent with, and closes
   * once it is saved or cancelled. Without it, the dialog starts on the list.
   */
  start?: OutboxEntry | void;
  onClose: () => void;
}

/** The person's categories: listed by type and group, added, edited (renamed, recoloured, hidden) and merged. */
export default function CategoriesModal({ open, afterClose, start, onClose }: CategoriesModalProps) {
  const t = useCategoriesT();
  const names = useTransactionsT();
  const announce = useAnnounce();
  const categories = useCategories().data?.categories ?? [];
  const [view, setView] = useState<CategoriesView>(
    start ? { kind: 'edit', category: null, draft: start } : { kind: 'list', merged: null },
  );
  const toList = () => setView({ kind: 'list', merged: null });
  const title =
    view.kind === 'list'
      ? t('Categories')
      : view.kind === 'merge'
        ? t('Merge category')
        : view.category || view.draft?.write.action === 'update'
          ? t('Edit category')
          : t('Add category');
  return (
    <Modal
      open={open}
      title={title}
      footer={null}
      width={640}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
      afterClose={afterClose}
    >
      {view.kind === 'list' && (
        <CategoryList
          merged={view.merged}
          onDismissMerged={toList}
          onAdd={() => setView({ kind: 'edit', category: null })}
          onEdit={(category) => setView({ kind: 'edit', category })}
          onMerge={(category) => setView({ kind: 'merge', category })}
        />
      )}
      {view.kind === 'edit' && (
        <CategoryForm
          category={view.category}
          draft={view.draft}
          categories={categories}
          onCancel={start ? onClose : toList}
          onSaved={(created, queued) => {
            announce(t(created ? MESSAGES.categoryCreated : MESSAGES.categoryUpdated), queued);
            if (start) onClose();
            else toList();
          }}
        />
      )}
      {view.kind === 'merge' && (
        <MergeCategory
          category={view.category}
          categories={categories}
          onCancel={toList}
          onMerged={(result) =>
            setView({ kind: 'list', merged: { ...result, from: categoryLabel(names, view.category.name) } })
          }
        />
      )}
    </Modal>
  );
}
