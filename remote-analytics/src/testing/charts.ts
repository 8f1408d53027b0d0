// nivo cannot load under jest (its CommonJS build, and jsdom has no layout for a chart to measure): a test that
// draws the charts imports this module first, and each chart is a stand-in that keeps the role, the label and
// the data it is given (../charts/nivo/__mocks__).
jest.mock('../charts/nivo/line');
jest.mock('../charts/nivo/pie');
jest.mock('../charts/nivo/bar');
