// Date inputs and dayjs, loaded only by the screens that pick dates.
import './styles/date.antd-styles.cjs';
import dayjs, { type Dayjs } from 'dayjs';
import { addLanguagePart, type Language } from '@moneta/shared';

// Month and weekday names and the first day of the week in the language shown, switched with its words.
const DAYJS_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  hi: () => import(/* webpackChunkName: "locale-dayjs-hi" */ 'dayjs/locale/hi'),
  es: () => import(/* webpackChunkName: "locale-dayjs-es" */ 'dayjs/locale/es'),
  fr: () => import(/* webpackChunkName: "locale-dayjs-fr" */ 'dayjs/locale/fr'),
  de: () => import(/* webpackChunkName: "locale-dayjs-de" */ 'dayjs/locale/de'),
  it: () => import(/* webpackChunkName: "locale-dayjs-it" */ 'dayjs/locale/it'),
};

addLanguagePart(async (language) => {
  if (language !== 'en') await DAYJS_LOCALES[language]();
  return () => void dayjs.locale(language);
});

export { DatePicker } from 'antd';
export { dayjs };
export type { Dayjs };
