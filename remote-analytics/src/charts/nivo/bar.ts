// nivo's bar chart, in a module of its own that the tests replace (./__mocks__/bar.ts).
export { ResponsiveBar } from '@nivo/bar';
