import { useEffect, useState } from 'react';
import {
  CURRENCIES,
  fetchPreferences,
  LANGUAGES,
  PREFERENCES_SAVED_BANNER_MS,
  preferencesAtom,
  resetPreferences,
  THEMES,
  updatePreferences,
  useSharedAtom,
  type Preferences,
} from '@moneta/shared';
import { Alert, Button, Card, ErrorAlert, Flex, Form, ReloadOutlined } from '@moneta/shared/ui';
import { App, SaveOutlined, Select, Tag } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../i18n';
import { LANGUAGE_NAMES, THEME_LABELS } from './labels';
import { useTimedFlag } from './useTimedFlag';

const FIELDS = ['currency', 'language', 'theme'] as const;

/**
 * Application Preferences (SPEC section 2): the form edits a draft over the saved preferences, so the dirty
 * flag is simply "the draft differs from preferencesAtom", and a fetch that lands mid-edit keeps the edits.
 */
export function PreferencesCard() {
  const t = useAccountT();
  const { message, modal } = App.useApp();
  const saved = useSharedAtom(preferencesAtom);
  const [draft, setDraft] = useState<Partial<Preferences>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [bannerVisible, showBanner, hideBanner] = useTimedFlag(PREFERENCES_SAVED_BANNER_MS);

  const values: Preferences = { ...saved, ...draft };
  const dirty = FIELDS.some((field) => values[field] !== saved[field]);

  useEffect(() => {
    let active = true;
    void fetchPreferences().then((result) => {
      if (active && !result.ok) setError(result.error);
    });
    return () => {
      active = false;
    };
  }, []);

  const edit = (patch: Partial<Preferences>) => setDraft((current) => ({ ...current, ...patch }));

  const save = async () => {
    setSaving(true);
    setError(null);
    hideBanner();
    const result = await updatePreferences(values);
    setSaving(false);
    if (result.ok) {
      setDraft({});
      showBanner();
    } else {
      setError(result.error);
    }
  };

  const confirmReset = () => {
    modal.confirm({
      title: t('Reset to Default'),
      content: t('Are you sure you want to reset all preferences to default values?'),
      okText: t('Reset'),
      cancelText: t('Cancel'),
      onOk: async () => {
        setError(null);
        hideBanner();
        const result = await resetPreferences();
        if (result.ok) {
          setDraft({});
          void message.success(t('Preferences reset to default values'));
        } else {
          setError(result.error);
        }
      },
    });
  };

  return (
    <Card
      title={t('Application Preferences')}
      extra={dirty ? <Tag color="warning">{t('Unsaved Changes')}</Tag> : null}
      style={{ height: '100%' }}
    >
      <Flex vertical gap="middle">
        {bannerVisible && <Alert type="success" showIcon title={t('Preferences saved successfully!')} />}
        <ErrorAlert message={error} onClose={() => setError(null)} />
        <Form layout="vertical" component="div">
          <Form.Item label={t('Currency')} htmlFor="preferences-currency">
            <Select
              id="preferences-currency"
              value={values.currency}
              options={CURRENCIES.map((code) => ({ value: code, label: code }))}
              onChange={(currency) => edit({ currency })}
            />
          </Form.Item>
          <Form.Item label={t('Language')} htmlFor="preferences-language">
            <Select
              id="preferences-language"
              value={values.language}
              options={LANGUAGES.map((code) => ({ value: code, label: t(LANGUAGE_NAMES[code]) }))}
              onChange={(language) => edit({ language })}
            />
          </Form.Item>
          <Form.Item label={t('Theme')} htmlFor="preferences-theme">
            <Select
              id="preferences-theme"
              value={values.theme}
              options={THEMES.map((theme) => ({ value: theme, label: t(THEME_LABELS[theme]) }))}
              onChange={(theme) => edit({ theme })}
            />
          </Form.Item>
        </Form>
        <Flex gap="small" wrap>
          <Button
            type="primary"
            icon={<SaveOutlined aria-hidden />}
            loading={saving}
            disabled={!dirty}
            onClick={() => void save()}
          >
            {t('Save Preferences')}
          </Button>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={confirmReset}>
            {t('Reset to Default')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
