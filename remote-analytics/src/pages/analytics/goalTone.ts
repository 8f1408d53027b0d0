import type { AnalyticsGoal } from '@moneta/shared';
import type { theme } from '@moneta/shared/ui/dashboard';

type Token = ReturnType<typeof theme.useToken>['token'];

/**
 * The progress colours, as antd's semantic colours: 100% or more success; 75% or more info; 50% or
 * more warning; below 50% danger. A paused goal is on hold, not in trouble: its bar is neutral.
 */
export function progressColor(percent: number, token: Token, status?: AnalyticsGoal['status']): string {
  if (status === 'Paused') return token.colorTextTertiary;
  if (percent >= 100) return token.colorSuccess;
  if (percent >= 75) return token.colorInfo;
  if (percent >= 50) return token.colorWarning;
  return token.colorError;
}
