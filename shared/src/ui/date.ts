// Date inputs and dayjs, loaded only by the screens that pick dates.
import './styles/date.antd-styles.cjs';
import dayjs, { type Dayjs } from 'dayjs';
import { addLanguagePart, type Language } from '@moneta/shared';

// Month and weekday names and the first day of the week in the language shown, switched with its words.
const DAYJS_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  hi: () => import('dayjs/locale/hi'),
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  de: () => import('dayjs/locale/de'),
  it: () => import('dayjs/locale/it'),
};

addLanguagePart(async (language) => {
  if (language !== 'en') await DAYJS_LOCALES[language]();
  return () => void dayjs.locale(language);
});

export { DatePicker } from 'antd';
export { dayjs };
export type { Dayjs };
