import { useId } from 'react';
import {
  formatPercent,
  localeAtom,
  useSharedAtom,
  type ImportFormat,
  type ImportResult,
} from '@moneta/shared';
import { Button, ErrorAlert, Flex, Typography } from '@moneta/shared/ui';
import { Select } from '@moneta/shared/ui/controls';
import { Progress, Steps } from '@moneta/shared/ui/flow';
import { Form } from '@moneta/shared/ui/form';
import { Modal, Spin, Tag, UploadOutlined, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { Upload } from '@moneta/shared/ui/upload';
import { useMoneyAccounts } from '@moneta/shared/transactions';
import { useTransactionsT } from '../../../i18n';
import { MappingForm } from './MappingForm';
import { PreviewResult } from './PreviewResult';
import { useImportWizard } from './useImportWizard';

/** The files the chooser offers: CSV, and the bank statements the server reads (OFX, QFX, QIF, CAMT.053 as .xml). */
const ACCEPTED_FILES = '.csv,text/csv,.ofx,.qfx,.qif,.xml';

const FORMAT_NAMES = {
  csv: 'CSV file',
  ofx: 'OFX statement',
  qfx: 'QFX statement',
  qif: 'QIF file',
  camt053: 'CAMT.053 statement',
} as const satisfies Record<ImportFormat, string>;

interface ImportModalProps extends DialogFrame {
  onClose: () => void;
  onImported: (result: ImportResult) => void;
}

/**
 * Import CSV or a bank statement: choose a file (and the account, when there are several), check the preview
 * and, for CSV, the column mapping, then import the valid rows in one go. Nothing is written before the last
 * step.
 */
export function ImportModal({ open, afterClose, onClose, onImported }: ImportModalProps) {
  const t = useTransactionsT();
  const { language } = useSharedAtom(localeAtom);
  const wizard = useImportWizard(onImported);
  const { file, mapping, preview, previewing, importing, progress, error } = wizard;
  const accountFieldId = useId();
  const openAccounts = (useMoneyAccounts().data?.accounts ?? []).filter((account) => !account.closed);
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
          items={[
            { title: t('Choose a file') },
            { title: preview && !mapping ? t('Check') : t('Check and map') },
            { title: t('Import') },
          ]}
        />
        <ErrorAlert message={error} onClose={wizard.dismissError} />
        {openAccounts.length > 1 ? (
          <Form layout="vertical" component="div">
            <Form.Item label={t('Account')} htmlFor={accountFieldId} style={{ marginBottom: 0 }}>
              <Select<string>
                id={accountFieldId}
                value={wizard.accountId ?? openAccounts[0]?._id}
                disabled={importing}
                options={openAccounts.map((account) => ({ value: account._id, label: account.name }))}
                onChange={wizard.chooseAccount}
                style={{ maxWidth: 320 }}
              />
            </Form.Item>
          </Form>
        ) : null}
        {step === 0 ? (
          <Spin spinning={previewing} description={t('Reading the file...')}>
            <Upload.Dragger
              accept={ACCEPTED_FILES}
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
                <Typography.Text strong>
                  {t('Click or drag a CSV file or a bank statement here')}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t(
                    'CSV with the column names on its first line, or OFX, QFX, QIF or CAMT.053 from your bank. Up to 10 MB.',
                  )}
                </Typography.Text>
              </Flex>
            </Upload.Dragger>
          </Spin>
        ) : null}
        {preview ? (
          <Spin spinning={previewing && !importing} description={t('Checking the rows...')}>
            <Flex vertical gap="middle">
              <Flex gap="small" align="center" wrap>
                <Typography.Text type="secondary">{file?.name}</Typography.Text>
                <Tag>{t(FORMAT_NAMES[preview.format])}</Tag>
              </Flex>
              {mapping ? (
                <MappingForm headers={preview.headers} mapping={mapping} onChange={wizard.changeMapping} />
              ) : null}
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
