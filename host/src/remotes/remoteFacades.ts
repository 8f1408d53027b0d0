/**
 * The facades that only remotes import. A container provides only the shared modules its own code requests, so
 * the host requests these here: the copy in the share scope is then the host's, whose antd renders under the
 * host's ConfigProvider (theme, App), not the first remote's own copy with its own antd (the
 * host's copy wins). Nothing calls the loaders; tooling/webpack.cjs fails the host's build when a facade (an
 * entry of shared/package.json's "exports", tooling/sharedFacades.cjs) is neither used by the host nor listed here.
 */
export const REMOTE_ONLY_FACADES = [
  () => import('@moneta/shared/forms'),
  () => import('@moneta/shared/ui/form'),
  () => import('@moneta/shared/ui/controls'),
  () => import('@moneta/shared/ui/display'),
  () => import('@moneta/shared/ui/table'),
  () => import('@moneta/shared/ui/date'),
  () => import('@moneta/shared/ui/flow'),
  () => import('@moneta/shared/ui/tabs'),
  () => import('@moneta/shared/ui/upload'),
  () => import('@moneta/shared/ui/fields'),
  () => import('@moneta/shared/transactions'),
  () => import('@moneta/shared/reminders'),
  () => import('@moneta/shared/goals'),
  () => import('@moneta/shared/rules'),
  () => import('@moneta/shared/categories'),
  () => import('@moneta/shared/analytics'),
  () => import('@moneta/shared/account'),
  () => import('@moneta/shared/security'),
  () => import('@moneta/shared/outbox'),
];
