export type Facade =
  | 'core'
  | 'form'
  | 'dashboard'
  | 'controls'
  | 'display'
  | 'table'
  | 'date'
  | 'flow'
  | 'tabs'
  | 'upload'
  | 'fields';

export const FACADES: Facade[];

export function facadeStyles(
  facade: Facade,
  loaderContext: { mode?: string },
): { code: string; cacheable: boolean; dependencies: string[] };
