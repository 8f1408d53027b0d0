// nivo's pie chart, in a module of its own that the tests replace (./__mocks__/pie.ts).
export { ResponsivePie } from '@nivo/pie';
