import { formatPercent, localeAtom, useSharedAtom, type ImportResult } from '@moneta/shared';
import { Button, ErrorAlert, Flex, Typography } from '@moneta/shared/ui';
import { Progress, Steps } from '@moneta/shared/ui/flow';
import { Modal, Spin, UploadOutlined, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { Upload } from '@moneta/shared/ui/upload';
import { useTransactionsT } from '../../../i18n';
import { MappingForm } from './MappingForm';
import { PreviewResult } from './PreviewResult';
import { useImportWizard } from './useImportWizard';

interface ImportModalProps extends DialogFrame {
  onClose: () => void;
  onImported: (result: ImportResult) => void;
}

/**
 * Import CSV: choose a file, check the preview and the column mapping, then import the valid rows in
 * one go. Nothing is written before the last step.
 */
export function ImportModal({ open, afterClose, onClose, onImported }: ImportModalProps) {
  const t = useTransactionsT();
  const { language } = useSharedAtom(localeAtom);
  const wizard = useImportWizard(onImported);
  const { file, mapping, preview, previewing, importing, progress, error } = wizard;
  const step = importing ? 2 : preview ? 1 : 0;
  const validCount = preview?.totals.valid ?? 0;

  const close = () => {
    if (importing) return;
    wizard.reset();
    onClose();
  };

  const footer =
    step === 0 ? (
      <Button onClick={close}>{t('Cancel')}</Button>
    ) : (
      <Flex justify="end" gap="small" wrap>
        <Button disabled={importing} onClick={wizard.reset}>
          {t('Choose another file')}
        </Button>
        <Button
          type="primary"
          loading={importing}
          disabled={previewing || validCount === 0}
          onClick={wizard.confirm}
        >
          {t('Import {{count, number}} transactions', { count: validCount })}
        </Button>
      </Flex>
    );

  return (
    <Modal
      open={open}
      title={t('Import CSV')}
      width={860}
      footer={footer}
      mask={{ closable: false }}
      closable={!importing}
      onCancel={close}
      afterClose={afterClose}
    >
      <Flex vertical gap="large">
        <Steps
          size="small"
          // Titles under the icons keep the three steps on one line on a phone too.
          titlePlacement="vertical"
          responsive={false}
          current={step}
          items={[{ title: t('Choose a file') }, { title: t('Check and map') }, { title: t('Import') }]}
        />
        <ErrorAlert message={error} onClose={wizard.dismissError} />
        {step === 0 ? (
          <Spin spinning={previewing} description={t('Reading the file...')}>
            <Upload.Dragger
              accept=".csv,text/csv"
              multiple={false}
              showUploadList={false}
              beforeUpload={(chosen) => {
                wizard.choose(chosen);
                // The file goes to the preview call, not to an upload URL.
                return false;
              }}
            >
              <Flex vertical align="center" gap="small" style={{ padding: '8px 16px' }}>
                <UploadOutlined aria-hidden style={{ fontSize: 32, color: 'var(--ant-color-primary)' }} />
                <Typography.Text strong>{t('Click or drag a CSV file here')}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('The first line must name the columns. Up to 10 MB.')}
                </Typography.Text>
              </Flex>
            </Upload.Dragger>
          </Spin>
        ) : null}
        {preview && mapping ? (
          <Spin spinning={previewing && !importing} description={t('Checking the rows...')}>
            <Flex vertical gap="middle">
              <Typography.Text type="secondary">{file?.name}</Typography.Text>
              <MappingForm headers={preview.headers} mapping={mapping} onChange={wizard.changeMapping} />
              <PreviewResult preview={preview} />
            </Flex>
          </Spin>
        ) : null}
        {importing ? (
          <Progress
            percent={Math.round(progress * 100)}
            format={(percent) => formatPercent(percent ?? 0, language)}
            status="active"
            aria-label={t('Import progress')}
          />
        ) : null}
      </Flex>
    </Modal>
  );
}
