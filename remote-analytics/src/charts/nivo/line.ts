// nivo's line chart, in a module of its own that the tests replace (./__mocks__): nivo's CommonJS build does not
// load under jest, and jsdom has no layout for a chart to measure anyway.
export { ResponsiveLine } from '@nivo/line';
