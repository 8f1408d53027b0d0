import { useRef, useState, type ReactNode } from 'react';
import {
  CURRENCIES,
  formatMoney,
  LANGUAGES,
  PREFERENCES_SAVED_BANNER_MS,
  preferencesAtom,
  THEMES,
  useSharedAtom,
  type Currency,
  type Language,
  type Preferences,
  type FailureMessage,
} from '@moneta/shared';
import { Alert, Button, Card, ErrorAlert, Flex, ReloadOutlined, errorMessage } from '@moneta/shared/ui';
import { App, SaveOutlined, Tag } from '@moneta/shared/ui/dashboard';
import { Select } from '@moneta/shared/ui/controls';
import { useAccountT } from '../../i18n';
import { LANGUAGE_NAMES, THEME_LABELS } from './labels';
import { useTimedFlag } from './useTimedFlag';
import {
  resetPreferences,
  updatePreferences,
  usePreferenceChange,
  usePreferences,
} from '@moneta/shared/account';

const FIELDS = ['currency', 'language', 'theme'] as const;
/** The amount the note on a change of currency shows in both currencies. */
const EXAMPLE_AMOUNT = 1000;
const CURRENCY_NOTE_ID = 'preferences-currency-note';

/**
 * Application Preferences: the form edits a draft over the saved preferences, so the dirty
 * flag is simply "the draft differs from preferencesAtom", and a fetch that lands mid-edit keeps the edits.
 * The fetch is a query, save and reset are changes that refetch it, and each writes preferencesAtom, which the
 * theme, the language and the money formats read.
 */
export function PreferencesCard() {
  const t = useAccountT();
  const { message, modal } = App.useApp();
  const saved = useSharedAtom(preferencesAtom);
  const [draft, setDraft] = useState<Partial<Preferences>>({});
  const [bannerVisible, showBanner, hideBanner] = useTimedFlag(PREFERENCES_SAVED_BANNER_MS);
  // The currency a save moved the amounts to, said in its banner: nothing was converted.
  const [savedCurrencyChange, setSavedCurrencyChange] = useState<Currency | null>(null);
  const fetched = usePreferences();
  const [dismissedFetchError, setDismissedFetchError] = useState<Error | null>(null);
  // The currency the amounts were shown in when the last save or reset started.
  const currencyBefore = useRef<Currency>(saved.currency);
  // A save or a reset starting takes down the banners of the last outcome.
  const onStart = () => {
    setDismissedFetchError(fetched.error);
    hideBanner();
    currencyBefore.current = saved.currency;
  };
  const save = usePreferenceChange({
    mutationFn: updatePreferences,
    onMutate: () => {
      onStart();
      reset.reset();
    },
    onSuccess: (preferences) => {
      setDraft({});
      setSavedCurrencyChange(preferences.currency === currencyBefore.current ? null : preferences.currency);
      showBanner();
    },
  });
  const reset = usePreferenceChange({
    mutationFn: resetPreferences,
    onMutate: () => {
      onStart();
      save.reset();
    },
    onSuccess: (preferences) => {
      setDraft({});
      const notConverted =
        preferences.currency === currencyBefore.current
          ? null
          : t('Amounts were not converted: they are now shown in {{currency}}.', {
              currency: preferences.currency,
            });
      void message.success(
        <Flex vertical>
          <span>{t('Preferences reset to default values')}</span>
          {notConverted && <span>{notConverted}</span>}
        </Flex>,
      );
    },
  });

  const values: Preferences = { ...saved, ...draft };
  const dirty = FIELDS.some((field) => values[field] !== saved[field]);
  const currencyChanging = values.currency !== saved.currency;

  // One banner for the last failure, until it is dismissed or the next save or reset starts.
  let error: FailureMessage | null = null;
  if (fetched.error && fetched.error !== dismissedFetchError) {
    error = errorMessage(fetched.error, 'Failed to fetch preferences');
  }
  if (save.error) error = errorMessage(save.error, 'Failed to update preferences');
  if (reset.error) error = errorMessage(reset.error, 'Failed to reset preferences');
  const dismissError = () => {
    setDismissedFetchError(fetched.error);
    save.reset();
    reset.reset();
  };

  const edit = (patch: Partial<Preferences>) => setDraft((current) => ({ ...current, ...patch }));

  const confirmReset = () => {
    modal.confirm({
      title: t('Reset to Default'),
      content: t('Are you sure you want to reset all preferences to default values?'),
      okText: t('Reset'),
      cancelText: t('Cancel'),
      // The dialog's button spins until the answer; a failure shows in the card's banner.
      onOk: () => reset.mutateAsync().catch(() => undefined),
    });
  };

  return (
    <Card
      title={t('Application Preferences')}
      extra={dirty ? <Tag color="warning">{t('Unsaved Changes')}</Tag> : null}
      style={{ height: '100%' }}
    >
      <Flex vertical gap="middle">
        {bannerVisible && (
          <Alert
            type="success"
            showIcon
            title={t('Preferences saved successfully!')}
            description={
              savedCurrencyChange &&
              t('Amounts were not converted: they are now shown in {{currency}}.', {
                currency: savedCurrencyChange,
              })
            }
          />
        )}
        <ErrorAlert message={error} onClose={dismissError} />
        <PreferenceField id="preferences-currency" label={t('Currency')}>
          <Flex vertical>
            <Select
              id="preferences-currency"
              value={values.currency}
              options={CURRENCIES.map((code) => ({ value: code, label: code }))}
              onChange={(currency) => edit({ currency })}
              aria-describedby={currencyChanging ? CURRENCY_NOTE_ID : undefined}
            />
            {/* A live region present before the note, so that a screen reader says the note when it appears. */}
            <div aria-live="polite">
              {currencyChanging && (
                <CurrencyNote from={saved.currency} to={values.currency} language={saved.language} />
              )}
            </div>
          </Flex>
        </PreferenceField>
        <PreferenceField id="preferences-language" label={t('Language')}>
          <Select
            id="preferences-language"
            value={values.language}
            options={LANGUAGES.map((code) => ({ value: code, label: t(LANGUAGE_NAMES[code]) }))}
            onChange={(language) => edit({ language })}
          />
        </PreferenceField>
        <PreferenceField id="preferences-theme" label={t('Theme')}>
          <Select
            id="preferences-theme"
            value={values.theme}
            options={THEMES.map((theme) => ({ value: theme, label: t(THEME_LABELS[theme]) }))}
            onChange={(theme) => edit({ theme })}
          />
        </PreferenceField>
        <Flex gap="small" wrap>
          <Button
            type="primary"
            icon={<SaveOutlined aria-hidden />}
            loading={save.isPending}
            disabled={!dirty}
            onClick={() => save.mutate(values)}
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

/**
 * Under the currency while another is chosen, before it is saved: a currency is only how amounts are shown, and
 * changing it converts nothing, which an example in both currencies makes plain.
 */
function CurrencyNote({ from, to, language }: { from: Currency; to: Currency; language: Language }) {
  const t = useAccountT();
  return (
    <Alert
      id={CURRENCY_NOTE_ID}
      type="info"
      showIcon
      role="note"
      style={{ marginTop: 8 }}
      title={t(
        'Amounts are not converted, only shown with the new currency: {{before}} will show as {{after}}.',
        {
          before: formatMoney(EXAMPLE_AMOUNT, from, language),
          after: formatMoney(EXAMPLE_AMOUNT, to, language),
        },
      )}
    />
  );
}

/**
 * A labelled choice. The three choices save together with the button, so antd's Form (its state, validation and
 * 40 KB) has no work here; the label above the field is all it gave.
 */
function PreferenceField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={8}>
      <label htmlFor={id}>{label}</label>
      {children}
    </Flex>
  );
}
