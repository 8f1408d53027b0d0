// Stands in for the parts of antd that Moneta never renders (ANTD_STAND_INS in tooling/webpack.cjs). One module
// for all of them: each module a stand-in answers for would otherwise be a copy in the first load.
const unavailable = () => {
  throw new Error('Not available in Moneta: a part of antd listed in ANTD_STAND_INS (tooling/webpack.cjs).');
};

export default unavailable;
// The filters' module also exports the helper that reads a column's filters.
export const flattenKeys = unavailable;
