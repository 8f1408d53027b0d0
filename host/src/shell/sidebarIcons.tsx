import type { ComponentType } from 'react';
import { UserOutlined } from '@moneta/shared/ui';
import {
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  DashboardOutlined,
  FlagOutlined,
  SettingOutlined,
  SwapOutlined,
} from '@moneta/shared/ui/dashboard';

/**
 * The icons a sidebar entry of the registry of remotes may name: a remote's entry chooses one by name, so
 * adding a dashboard section needs no host change while its icon is here.
 */
export const SIDEBAR_ICONS: Record<string, ComponentType> = {
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  DashboardOutlined,
  FlagOutlined,
  SettingOutlined,
  SwapOutlined,
  UserOutlined,
};
