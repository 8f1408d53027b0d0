import { FACADES, facadeStyles } from './extractAntdStyles.cjs';

const production = { mode: 'production' };
const RECORD = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/;

function recordedComponents(css: string): string[] {
  const record = RECORD.exec(css)?.[1] ?? '';
  // Each entry reads 'css-hash|Component-Style|prefix|anticon:facade'.
  return record.split(';').map((entry) => `${entry.split('|')[1]}@${entry.split(':').pop()}`);
}

describe('antd styles extracted at build time', () => {
  it('gives the core facade the styles of every antd screen, and the form facade those of forms', () => {
    const { code } = facadeStyles('core', production);
    for (const selector of ['.ant-btn', '.ant-card', '.ant-alert', '.ant-typography']) {
      expect(code).toContain(selector);
    }
    const form = facadeStyles('form', production).code;
    expect(form).toContain('.ant-form-item');
    expect(form).toContain('.ant-input');
    expect(code).not.toContain('.ant-form-item');
  });

  it("records every facade's styles in the core stylesheet, so antd builds none of them again", () => {
    const components = recordedComponents(facadeStyles('core', production).code);
    expect(components).toEqual(
      expect.arrayContaining([
        'Button-Button@core',
        'Form-Form@form',
        'Menu-Menu@dashboard',
        'Select-Select@controls',
        'Statistic-Statistic@display',
        'Table-Table@table',
        'DatePicker-DatePicker@date',
        'Steps-Steps@flow',
      ]),
    );
    expect(RECORD.test(facadeStyles('table', production).code)).toBe(false);
  });

  it('leaves out of a facade what a facade loaded before it holds', () => {
    // The button's own rule, as antd scopes it: :where(.css-hash).ant-btn{...}
    const buttonRule = /\)\.ant-btn\{/;
    expect(facadeStyles('core', production).code).toMatch(buttonRule);
    for (const facade of FACADES.filter((name) => name !== 'core')) {
      expect(facadeStyles(facade, production).code).not.toMatch(buttonRule);
    }
    expect(facadeStyles('table', production).code).toContain('.ant-table');
    expect(facadeStyles('table', production).code).not.toContain('.ant-menu{');
  });

  it('matches the class-name prefix antd uses in each build mode', () => {
    expect(facadeStyles('core', production).code).not.toContain('css-dev-only-do-not-override');
    expect(facadeStyles('core', { mode: 'development' }).code).toContain('css-dev-only-do-not-override');
  });
});
